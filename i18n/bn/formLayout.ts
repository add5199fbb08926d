/** Section and tab titles of the form layouts declared in the config (docs/CONFIG.md). */
export const formLayout = {
  more: 'আরও তথ্য',
  course: {
    sections: {
      basics: 'কোর্সের বিবরণ',
      schedule: 'মূল্য ও সময়সূচি',
      content: 'কভার ও বিবরণ',
      publishing: 'প্রকাশ',
    },
  },
  student: {
    tabs: { profile: 'প্রোফাইল', school: 'স্কুল ও পরিবার', account: 'সাইন-ইন' },
    sections: { identity: 'পরিচয়', contact: 'যোগাযোগ', school: 'স্কুল', family: 'পরিবার' },
  },
  employee: {
    sections: {
      identity: 'পরিচয়',
      job: 'চাকরি',
      personal: 'ব্যক্তিগত তথ্য',
      address: 'ঠিকানা',
      account: 'সাইন-ইন',
    },
  },
  exam: {
    sections: {
      basics: 'পরীক্ষা',
      schedule: 'সময়সূচি',
      marking: 'নম্বর',
      instructions: 'নির্দেশনা',
      publishing: 'প্রকাশ',
    },
  },
  order: {
    sections: {
      enrolment: 'শিক্ষার্থী ও কোর্স',
      charges: 'মূল্য ও চার্জ',
      payment: 'পেমেন্ট',
    },
  },
  expense: {
    sections: { details: 'খরচ', payment: 'যে হিসাব থেকে পরিশোধ', notes: 'নোট ও রসিদ' },
  },
};
