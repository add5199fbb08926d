/**
 * The three campaign channels: each has its own resource and table (the fields differ), its join
 * table of chosen users, and the user column a delivery is addressed to.
 */
export const CHANNELS = ['email', 'push', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface ChannelTables {
  resource: string;
  table: string;
  usersTable: string;
  /** The `users` column copied into each delivery as its address; push needs none. */
  addressColumn: 'email' | 'phone' | null;
}

export const CHANNEL_TABLES: Readonly<Record<Channel, ChannelTables>> = {
  email: {
    resource: 'email-notification',
    table: 'email_campaigns',
    usersTable: 'email_campaign_users',
    addressColumn: 'email',
  },
  push: {
    resource: 'push-notification',
    table: 'push_campaigns',
    usersTable: 'push_campaign_users',
    addressColumn: null,
  },
  sms: {
    resource: 'sms-notification',
    table: 'sms_campaigns',
    usersTable: 'sms_campaign_users',
    addressColumn: 'phone',
  },
};

export const isChannel = (value: string): value is Channel =>
  (CHANNELS as readonly string[]).includes(value);

export function channelOfResource(resource: string): Channel | undefined {
  return CHANNELS.find((channel) => CHANNEL_TABLES[channel].resource === resource);
}
