import englishMessages from 'ra-language-english';

/** react-admin's own interface texts in English, as the package ships them. */
export const ra = englishMessages.ra;
