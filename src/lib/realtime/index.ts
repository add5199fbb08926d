export { closeRealtime, openRealtime, type RealtimeEcho } from './connection';
export { RealtimeProvider } from './RealtimeProvider';
export { RealtimeBridge, chatQueryKey } from './RealtimeBridge';
export { useOnlineUsers, usePrivateEvent, useRealtime } from './hooks';
export * from './events';
