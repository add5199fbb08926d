/**
 * The realtime module's public surface: the Fastify plugin, the publisher domain code uses,
 * and the settings both read.
 */
export { realtimePlugin, type RealtimeStats } from './plugin';
export { createPublisher, publish, setDefaultPublisher, type Publisher } from './publisher';
export {
  clientSettings,
  describeSecretSource,
  readRealtimeSettings,
  type RealtimeClientSettings,
  type RealtimeSettings,
} from './settings';
export type { RealtimePluginOptions, RealtimeUser, RealtimeUserKind } from './types';
