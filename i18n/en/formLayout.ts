/** Section and tab titles of the form layouts declared in the config (docs/CONFIG.md). */
export const formLayout = {
  more: 'More details',
  course: {
    sections: {
      basics: 'Course details',
      schedule: 'Price and schedule',
      content: 'Cover and description',
      publishing: 'Publishing',
    },
  },
  student: {
    tabs: { profile: 'Profile', school: 'School and family', account: 'Sign-in' },
    sections: { identity: 'Identity', contact: 'Contact', school: 'School', family: 'Family' },
  },
  employee: {
    sections: {
      identity: 'Identity',
      job: 'Job',
      personal: 'Personal details',
      address: 'Addresses',
      account: 'Sign-in',
    },
  },
  exam: {
    sections: {
      basics: 'Exam',
      schedule: 'Schedule',
      marking: 'Marks',
      instructions: 'Instructions',
      publishing: 'Publishing',
    },
  },
  order: {
    sections: {
      enrolment: 'Student and course',
      charges: 'Price and charges',
      payment: 'Payment',
    },
  },
  expense: {
    sections: { details: 'Expense', payment: 'Paid from', notes: 'Note and receipt' },
  },
};
