/**
 * The texts of an export in the language the app asked for: the labels the app itself shows,
 * read from the config's messages (server/config/app-config.ts holds them for the server).
 */
import { appConfig } from '../../config/app-config';
import type { Messages } from '../../../schema/config-check';

export const DEFAULT_LANGUAGE = 'en';

/**
 * The first language of an `Accept-Language` header the app has texts in (`bn-BD` reads as
 * `bn`), else English. Weights are not weighed: the app sends one language.
 */
export function exportLanguage(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (Object.hasOwn(appConfig.labels, code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** Looks texts up by dotted key in one language; undefined where the key has no text. */
export type Translate = (key: string) => string | undefined;

export function translator(language: string): Translate {
  const messages: Messages = appConfig.labels[language] ?? appConfig.labels[DEFAULT_LANGUAGE] ?? {};
  return (key) => {
    let node: unknown = messages;
    for (const step of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Messages)[step];
    }
    return typeof node === 'string' ? node : undefined;
  };
}
