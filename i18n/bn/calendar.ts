import type { CalendarTexts } from '../en/calendar';

/** Bangla texts of the class-session calendar; same keys as i18n/en/calendar.ts. */
export const calendar: CalendarTexts = {
  label: 'ক্লাসের ক্যালেন্ডার',
  previous: { week: 'আগের সপ্তাহ', month: 'আগের মাস' },
  next: { week: 'পরের সপ্তাহ', month: 'পরের মাস' },
  today: 'আজ',
  view: { label: 'ক্যালেন্ডারের ধরন', week: 'সপ্তাহ', month: 'মাস' },
  empty: 'এই সময়ে কোনো ক্লাস নেই।',
  day_empty: 'কোনো ক্লাস নেই',
  more: 'আরও %{count}টি',
  day_sessions: '%{date} তারিখের ক্লাস',
  holiday: 'ছুটির দিন',
  retry: 'আবার চেষ্টা করুন',
  status: { 0: 'নির্ধারিত', 1: 'সম্পন্ন', 2: 'বাতিল' },
  substitute: 'বদলি শিক্ষক',
  moved: 'সময় বা কক্ষ পরিবর্তিত',
  details: {
    date: 'তারিখ',
    time: 'সময়',
    tutor: 'শিক্ষক',
    room: 'কক্ষ',
    online: 'অনলাইন ক্লাস',
    online_open: 'অনলাইন ক্লাসে যোগ দিন',
    status: 'অবস্থা',
    note: 'নোট',
    close: 'বন্ধ করুন',
  },
  sessions_of_day: {
    display: { label: 'দেখান', day: 'একদিনের ক্লাস', changes: 'নির্দিষ্ট তারিখের পরিবর্তন' },
    date: 'দিন',
    previous: 'আগের দিন',
    next: 'পরের দিন',
    count: 'এই দিনে %{smart_count}টি ক্লাস |||| এই দিনে %{smart_count}টি ক্লাস',
    cancelled: '%{smart_count}টি বাতিল |||| %{smart_count}টি বাতিল',
  },
  display: { label: 'দেখানোর ধরন', list: 'তালিকা', calendar: 'ক্যালেন্ডার' },
};
