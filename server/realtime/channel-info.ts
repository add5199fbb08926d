/**
 * The channel attributes the HTTP API reports (`subscription_count`, and `user_count` for
 * presence channels), computed from the registry without copying member lists.
 */
import { channelKind } from './channel-name';
import type { ChannelRegistry } from './channel-registry';
import type { InfoAttribute } from './event-request';

export type ChannelAttributes = Partial<Record<InfoAttribute, number>>;

export function channelAttributes(
  registry: ChannelRegistry,
  channel: string,
  info: readonly InfoAttribute[],
): ChannelAttributes {
  const attributes: ChannelAttributes = {};
  if (info.includes('subscription_count')) {
    attributes.subscription_count = registry.subscriptionCount(channel);
  }
  if (info.includes('user_count') && channelKind(channel) === 'presence') {
    attributes.user_count = registry.userCount(channel);
  }
  return attributes;
}
