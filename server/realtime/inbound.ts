/**
 * Parsing of client frames. Clients send `{event, data?, channel?}`; some older clients send
 * `data` as a JSON string, so a string that holds a JSON object is unwrapped here once.
 */

export interface InboundMessage {
  event: string;
  channel: string | undefined;
  data: unknown;
}

export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown): JsonRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonRecord)
    : undefined;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseInbound(text: string): InboundMessage | undefined {
  const message = asRecord(tryParse(text));
  if (message === undefined || typeof message.event !== 'string') return undefined;
  let data = message.data;
  if (typeof data === 'string' && data.startsWith('{')) data = asRecord(tryParse(data)) ?? data;
  const channel = typeof message.channel === 'string' ? message.channel : undefined;
  return { event: message.event, channel, data };
}
