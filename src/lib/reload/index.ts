export {
  isChunkLoadError,
  reloadOnChunkError,
  RELOAD_GUARD_INTERVAL_MS,
  RELOAD_GUARD_KEY,
  type ReloadGuardDeps,
} from './reloadGuard';
export { installChunkReload } from './installChunkReload';
export { showLoadFailure } from './showLoadFailure';
