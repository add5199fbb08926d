/**
 * The pure parts of the web bench (bench/web): what it reads from index.html, the baseline page's
 * size, the statistics and the screens it derives from the config. No timings are asserted.
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { baselineHtml, BASELINE_READY_SELECTOR } from '../../bench/web/baseline-page';
import { initialRequests, languageChunks } from '../../bench/web/bundle';
import { appScreens, editable, LIST_READY } from '../../bench/web/screens';
import { median, percentile, summarize } from '../../bench/web/stats';

describe('initialRequests', () => {
  it('finds the entry, modulepreload links and stylesheets, not icons or other origins', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg">
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-def.js">
      <link rel='stylesheet' href="assets/index-ghi.css">
      <script src="https://cdn.example.com/x.js"></script>
    </head><body><div id="root"></div></body></html>`;
    expect(initialRequests(html)).toEqual([
      { path: '/assets/index-abc.js', role: 'entry' },
      { path: '/assets/react-def.js', role: 'modulepreload' },
      { path: '/assets/index-ghi.css', role: 'stylesheet' },
    ]);
  });
});

describe('languageChunks', () => {
  it("reads each language's chunk from the preload script, as Vite escapes it", () => {
    const html = `<head><script type="module" src="/assets/index-abc.js"></script>
      <script data-locale-chunks="{&quot;bn&quot;:&quot;/assets/bn-x.js&quot;,&quot;en&quot;:&quot;/assets/en-y.js&quot;}">(function () {})();</script></head>`;
    expect(languageChunks(html)).toEqual({ bn: '/assets/bn-x.js', en: '/assets/en-y.js' });
    expect(languageChunks('<head></head>')).toEqual({});
  });
});

describe('baselineHtml', () => {
  it('is exactly the size asked for and ends with its ready marker', () => {
    for (const bytes of [2_000, 2_003, 2_005, 65_537, 1_400_000]) {
      const html = baselineHtml(bytes);
      expect(Buffer.byteLength(html)).toBe(bytes);
      expect(html).toContain(`id="${BASELINE_READY_SELECTOR.slice(1)}"`);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
    }
  });
});

describe('stats', () => {
  it('gives the median and the nearest-rank p90', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 90)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(summarize([3, 1, 2])).toMatchObject({ n: 3, median: 2, min: 1, max: 3 });
  });
});

describe('appScreens', () => {
  const ids = new Map(editable(resources).map((r, i) => [r.name, i + 1] as const));
  const screens = appScreens(resources, ids);

  it('has the sign-in page, the dashboard and every list route of the config', () => {
    const paths = screens.map((s) => s.path);
    expect(paths).toContain('/auth/signin');
    expect(paths).toContain('/dashboard');
    for (const r of resources)
      if (r.route && r.operations.includes('list')) expect(paths).toContain(r.route);
    expect(screens.find((s) => s.path === '/expenses')?.ready).toBe(LIST_READY);
  });

  it('has a create and an edit screen only for resources offering them', () => {
    for (const r of resources) {
      if (!r.route) continue;
      expect(screens.some((s) => s.path === `${r.route}/create`)).toBe(
        r.operations.includes('create'),
      );
      expect(screens.some((s) => s.kind === 'edit' && s.name === `${r.name} edit`)).toBe(
        r.operations.includes('update'),
      );
    }
  });

  it('signs in for every screen but the sign-in page', () => {
    expect(screens.filter((s) => !s.signedIn).map((s) => s.path)).toEqual(['/auth/signin']);
  });
});
