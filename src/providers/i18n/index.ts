export { createI18nProvider } from './i18nProvider';
export { aliasKey } from './aliasKey';
export { loadMessages } from './loadMessages';
