import type { permissions as en } from '../en/permissions';

/** Bangla texts of the permission matrix and the permission list; same keys as i18n/en. */
export const permissions: typeof en = {
  subjects: {
    Auth: 'ড্যাশবোর্ড',
    Admin: 'অ্যাডমিন প্যানেল',
    Employee: 'কর্মী প্যানেল',
    Student: 'শিক্ষার্থী প্যানেল',
    Parent: 'অভিভাবক প্যানেল',
    Message: 'চ্যাট',
    Notification: 'বিজ্ঞপ্তির ঘণ্টা',
  },
  matrix: {
    subject: 'বিষয়',
    all: 'সব',
    other_group: 'অন্যান্য',
    cell: '%{subject}: %{action}',
    row_all: '%{subject}: সব কাজ',
    group_all: '%{group}: সব অনুমতি',
    group_column: '%{group}: সব বিষয়ে %{action}',
    column_all: 'সব বিষয়ে %{action}',
    every: 'সব অনুমতি',
    none: 'কোনো অনুমতি নেই',
    loading: 'অনুমতি লোড হচ্ছে…',
  },
  config_defined: 'অ্যাপের কনফিগারেশনে নির্ধারিত: এটি মোছা যাবে না।',
};
