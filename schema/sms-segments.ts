/**
 * How many SMS a text costs (3GPP TS 23.038): text in the GSM 7-bit alphabet fits 160 characters
 * in one message or 153 per part of a longer one, and the extension characters count twice; any
 * other character (Bangla, emoji) sends the whole text as UCS-2, 70 in one or 67 per part.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** The most a campaign's text may hold (resources.config.ts `sms-notification.message`). */
export const SMS_MAX_CHARACTERS = 1530;
/** The most parts one campaign text may be split into (what it costs per recipient). */
export const SMS_MAX_SEGMENTS = 10;

export interface SmsSize {
  characters: number;
  encoding: 'gsm' | 'unicode';
  segments: number;
}

export function smsSize(text: string): SmsSize {
  let units = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.has(char)) units += 1;
    else if (GSM_EXTENDED.has(char)) units += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (!gsm) {
    // UCS-2 counts UTF-16 code units: an emoji outside the basic plane takes two.
    const length = text.length;
    return {
      characters: length,
      encoding: 'unicode',
      segments: length <= 70 ? 1 : Math.ceil(length / 67),
    };
  }
  return {
    characters: text.length,
    encoding: 'gsm',
    segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153),
  };
}
