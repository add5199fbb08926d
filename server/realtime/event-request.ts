/**
 * Validation of the bodies of `POST /apps/{id}/events` and `/batch_events`, with Pusher's
 * limits: event names up to 200 characters, data a string of at most 10 KB (413 beyond),
 * at most 100 channels per event and 10 events per batch.
 */
import { isValidChannelName } from './channel-name';
import { asRecord, type JsonRecord } from './inbound';
import { SOCKET_ID_PATTERN } from './socket-id';

export interface EventRequest {
  name: string;
  data: string;
  channels: string[];
  socketId: string | undefined;
  info: InfoAttribute[];
}

export type InfoAttribute = 'subscription_count' | 'user_count';

export interface Invalid {
  status: 400 | 413;
  message: string;
}

export const EventLimits = { dataBytes: 10 * 1024, channels: 100, batch: 10, name: 200 } as const;

export function parseInfo(value: unknown): InfoAttribute[] | Invalid {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') return { status: 400, message: 'info must be a string' };
  const attributes: InfoAttribute[] = [];
  for (const item of value.split(',')) {
    if (item !== 'subscription_count' && item !== 'user_count') {
      return { status: 400, message: `Unknown info attribute ${item.slice(0, 50)}` };
    }
    attributes.push(item);
  }
  return attributes;
}

function channelsOf(body: JsonRecord): string[] | Invalid {
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  if (!Array.isArray(channels) || channels.length === 0) {
    return { status: 400, message: 'channels or channel is required' };
  }
  if (channels.length > EventLimits.channels) {
    return { status: 400, message: `At most ${EventLimits.channels} channels per event` };
  }
  if (!channels.every(isValidChannelName)) return { status: 400, message: 'Invalid channel name' };
  return channels;
}

export function parseEvent(value: unknown): EventRequest | Invalid {
  const body = asRecord(value);
  if (body === undefined) return { status: 400, message: 'The body must be a JSON object' };
  const { name, data, socket_id: socketId } = body;
  if (typeof name !== 'string' || name === '' || name.length > EventLimits.name) {
    return { status: 400, message: 'name must be a string of 1 to 200 characters' };
  }
  if (typeof data !== 'string') return { status: 400, message: 'data must be a string' };
  if (Buffer.byteLength(data) > EventLimits.dataBytes) {
    return { status: 413, message: 'data is larger than 10 KB' };
  }
  if (
    socketId !== undefined &&
    (typeof socketId !== 'string' || !SOCKET_ID_PATTERN.test(socketId))
  ) {
    return { status: 400, message: 'Invalid socket_id' };
  }
  const channels = channelsOf(body);
  if (!Array.isArray(channels)) return channels;
  const info = parseInfo(body.info);
  if (!Array.isArray(info)) return info;
  return { name, data, channels, socketId, info };
}

export function parseBatch(value: unknown): EventRequest[] | Invalid {
  const batch = asRecord(value)?.batch;
  if (!Array.isArray(batch) || batch.length === 0) {
    return { status: 400, message: 'batch must be a non-empty array' };
  }
  if (batch.length > EventLimits.batch) {
    return { status: 400, message: `At most ${EventLimits.batch} events per batch` };
  }
  const events: EventRequest[] = [];
  for (const item of batch) {
    const event = parseEvent(item);
    if ('status' in event) return event;
    events.push(event);
  }
  return events;
}
