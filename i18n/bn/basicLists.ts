/** Bangla texts of the basic lists (/user/basic); typed so no key can be missed. */
import type * as en from '../en/basicLists';

const listFields = {
  title: 'শিরোনাম (ইংরেজি)',
  title_bn: 'শিরোনাম (বাংলা)',
  position: 'অবস্থান',
  is_active: 'সক্রিয়',
};

export const basicLists: typeof en.basicLists = {
  menu: 'মৌলিক তালিকা',
  title: 'মৌলিক তালিকা',
};

export const basicListResources: typeof en.basicListResources = {
  religion: { name: 'ধর্ম |||| ধর্ম', fields: listFields },
  gender: { name: 'লিঙ্গ |||| লিঙ্গ', fields: listFields },
  'blood-group': { name: 'রক্তের গ্রুপ |||| রক্তের গ্রুপ', fields: listFields },
  'marital-status': { name: 'বৈবাহিক অবস্থা |||| বৈবাহিক অবস্থা', fields: listFields },
};
