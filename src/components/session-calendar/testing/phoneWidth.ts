import { vi } from 'vitest';

/**
 * Makes every media query match, as MUI's `breakpoints.down('sm')` does on a 375 px phone; jsdom
 * has no `matchMedia` of its own. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
