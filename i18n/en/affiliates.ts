/** Texts of the affiliate's referral panel, under `app.affiliates`. */
export const affiliates = {
  panel: {
    title: 'My referrals',
    code: 'Your referral code',
    link: 'Your referral link',
    copy: 'Copy link',
    copied: 'Link copied',
    copy_failed: 'The link could not be copied: select it and copy it by hand.',
    earned: 'Earned',
    paid: 'Paid',
    unpaid: 'Unpaid',
    students: 'Students you referred',
    students_empty: 'Nobody has signed up through your link yet.',
    student: 'Student',
    signed_up: 'Signed up',
    courses: 'Courses',
    no_courses: 'No course yet',
  },
};
