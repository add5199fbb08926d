import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The machines the suite runs on are shared: a screen that renders in 200 ms alone can take
// seconds under load, and the library's 1 s default for findBy/waitFor then fails a test whose
// claim is what the screen shows, not how fast.
configure({ asyncUtilTimeout: 5000 });

// The project's files share one module graph and one window (vitest.config.ts), so nothing a
// test changes may outlive it.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
