/**
 * Reads the presence member out of the signed `channel_data` string. The signature has already
 * been checked, so this guards shape and size, not authenticity.
 */
import { Limits } from './context';
import { asRecord } from './inbound';
import type { PresenceMember } from './types';

export type MemberResult = { member: PresenceMember } | { error: string };

export function parsePresenceMember(channelData: string): MemberResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return { error: 'Invalid channel_data: not JSON' };
  }
  const record = asRecord(parsed);
  const rawId = record?.user_id;
  if (typeof rawId !== 'string' && typeof rawId !== 'number') {
    return { error: 'Invalid channel_data: user_id is required' };
  }
  // Presence ids travel as object keys (the `hash`), so they are strings on the wire.
  const userId = String(rawId);
  if (userId === '' || userId.length > Limits.userIdLength) {
    return { error: 'Invalid channel_data: user_id must be 1 to 128 characters' };
  }
  const userInfo = record?.user_info ?? {};
  if (Buffer.byteLength(JSON.stringify(userInfo)) > Limits.userInfoBytes) {
    return { error: 'Invalid channel_data: user_info is larger than 1 KB' };
  }
  return { member: { userId, userInfo } };
}
