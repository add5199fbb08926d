/** The basic lists a profile picks from (/user/basic): their screen and their labels. */
const listFields = {
  title: 'Title (English)',
  title_bn: 'Title (Bangla)',
  position: 'Position',
  is_active: 'Active',
};

export const basicLists = {
  menu: 'Basic lists',
  title: 'Basic lists',
};

export const basicListResources = {
  religion: { name: 'Religion |||| Religions', fields: listFields },
  gender: { name: 'Gender |||| Genders', fields: listFields },
  'blood-group': { name: 'Blood group |||| Blood groups', fields: listFields },
  'marital-status': { name: 'Marital status |||| Marital statuses', fields: listFields },
};
