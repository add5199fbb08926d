/**
 * Socket ids in the protocol's `\d+\.\d+` form. Both halves are random so that a socket id seen
 * by one client (it travels in `socket_id` exclusions) tells nothing about the others; the caller
 * retries on the (unlikely) clash with a live id.
 */
import { randomInt } from 'node:crypto';

const HALF_RANGE = 2 ** 40;

export function newSocketId(): string {
  return `${randomInt(1, HALF_RANGE)}.${randomInt(1, HALF_RANGE)}`;
}

export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;
