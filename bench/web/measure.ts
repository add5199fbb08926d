/**
 * Timing one screen: N navigations with a cold cache (each in a new browser context) and N with a
 * warm one (one context, primed by an unmeasured navigation to the same screen). Every
 * navigation is a full page load by `page.goto`; the time is the probe's, taken inside the page
 * (probe.ts), so the driver's polling does not add to it. A screen that fails once (timeout,
 * redirected elsewhere, an uncaught error in the page) is not navigated again.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from './api';
import { newContext } from './browser';
import { probeInstalled, probeIsReady, probeScript, readProbe, type ProbeReading } from './probe';
import type { Screen } from './screens';

export type Navigation = Omit<ProbeReading, 'pathname'>;

export interface ScreenMeasurement {
  cold: Navigation[];
  warm: Navigation[];
  /** What went wrong; empty when every navigation became usable where it should. */
  problems: string[];
}

export interface Target {
  browser: Browser;
  /** Origin of the server that serves this screen (the app's or the baseline's). */
  origin: string;
  session: Session | null;
  runs: number;
  timeout: number;
}

/** Waits two frames, so an LCP entry for what was just made visible has been reported. */
const twoFrames = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });

async function navigate(
  page: Page,
  url: string,
  screen: Screen,
  timeout: number,
): Promise<Navigation> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout });
    try {
      await page.waitForFunction(probeIsReady, undefined, { timeout, polling: 100 });
    } catch {
      const text = await page
        .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 160))
        .catch(() => '(page text unavailable)');
      const installed = await page.evaluate(probeInstalled).catch(() => false);
      throw new Error(
        `not usable within ${timeout} ms: ` +
          (installed ? '' : 'the probe did not run in the page; ') +
          `nothing matched ${JSON.stringify(screen.ready)} ` +
          `at ${new URL(page.url()).pathname} ("${text}")`,
      );
    }
    await page.evaluate(twoFrames);
    const { pathname, ...reading } = await page.evaluate(readProbe);
    if (pathname !== screen.path) throw new Error(`ended on ${pathname}, not ${screen.path}`);
    if (errors.length > 0) throw new Error(`uncaught error in the page: ${errors.join('; ')}`);
    return reading;
  } finally {
    page.off('pageerror', onError);
  }
}

async function withContext<T>(
  target: Target,
  screen: Screen,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context: BrowserContext = await newContext(
    target.browser,
    target.origin,
    screen.signedIn ? target.session : null,
  );
  try {
    await context.addInitScript({ content: probeScript(screen.ready) });
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

export async function measureScreen(target: Target, screen: Screen): Promise<ScreenMeasurement> {
  const url = `${target.origin}${screen.path}`;
  const result: ScreenMeasurement = { cold: [], warm: [], problems: [] };
  try {
    for (let run = 0; run < target.runs; run += 1) {
      result.cold.push(
        await withContext(target, screen, (page) => navigate(page, url, screen, target.timeout)),
      );
    }
    await withContext(target, screen, async (page) => {
      await navigate(page, url, screen, target.timeout);
      for (let run = 0; run < target.runs; run += 1)
        result.warm.push(await navigate(page, url, screen, target.timeout));
    });
  } catch (error) {
    result.problems.push(
      error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    );
  }
  return result;
}
