import { reloadOnChunkError } from './reloadGuard';

/**
 * Vite fires `vite:preloadError` on window when a lazy chunk or its CSS fails to load. Preventing
 * the default stops Vite from rethrowing, since we reload instead; when the guard refuses (a
 * reload within 60 s), the error is let through so the error page can show it.
 * Returns the uninstall function (tests, hot reload).
 */
export function installChunkReload(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnChunkError()) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
