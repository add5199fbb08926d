/**
 * Texts the server writes in the language the app asked for (an export's headers, a copy's title):
 * the app's own messages, read from the config (server/config/app-config.ts holds them for the server).
 */
import { appConfig } from '../config/app-config';
import type { Messages } from '../../schema/config-check';

export const DEFAULT_LANGUAGE = 'en';

/**
 * The first language of an `Accept-Language` header the app has texts in (`bn-BD` reads as
 * `bn`), else English. Weights are not weighed: the app sends one language.
 */
export function requestLanguage(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (Object.hasOwn(appConfig.labels, code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** Looks texts up by dotted key; undefined where the key has no text. */
export type Translate = (key: string) => string | undefined;

function textAt(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const step of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[step];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Texts in `language`, each missing one in English, as the app falls back. */
export function translator(language: string): Translate {
  return (key) =>
    textAt(appConfig.labels[language], key) ?? textAt(appConfig.labels[DEFAULT_LANGUAGE], key);
}
