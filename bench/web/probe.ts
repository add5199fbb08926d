/**
 * What runs inside the page. `installProbe` is added as an init script (it runs before any of the
 * page's own scripts, on every navigation): it watches the DOM and notes `performance.now()`, that
 * is milliseconds since navigation start, when an element matching the screen's selector is first
 * visible; and it keeps the latest largest-contentful-paint entry. `readProbe` collects that with
 * the navigation timing and the scripts transferred, from the Performance API.
 *
 * All are serialised into the page: they must not use anything from outside their own bodies.
 */

export interface ProbeState {
  /** ms from navigation start to the first visible match; -1 until then. */
  ready: number;
  /** startTime of the latest largest-contentful-paint entry; -1 if none yet. */
  lcp: number;
}

export interface ProbeReading {
  ready: number;
  lcp: number | null;
  domContentLoaded: number | null;
  /** Scripts (.js) fetched so far: bytes over the wire (0 from cache), and their size unpacked. */
  jsTransferred: number;
  jsDecoded: number;
  jsRequests: number;
  pathname: string;
}

interface ProbeWindow {
  __benchWebProbe?: ProbeState;
}

export function installProbe(selector: string): void {
  const state: ProbeState = { ready: -1, lcp: -1 };
  (window as unknown as ProbeWindow).__benchWebProbe = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: reported as null.
  }
  const visible = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const check = (): boolean => {
    if (state.ready >= 0) return true;
    // querySelectorAll is cheap; only a match costs a layout (for the visibility check).
    for (const element of document.querySelectorAll(selector)) {
      if (visible(element)) {
        state.ready = performance.now();
        return true;
      }
    }
    return false;
  };
  // After each batch of DOM changes (React commits), and each frame for changes made by style
  // alone; both stop at the first match.
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  const frame = () => {
    if (check()) observer.disconnect();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * The init script's text. tsx (esbuild, keepNames) wraps named inner functions in calls to a
 * `__name` helper of its own module, absent from the page, so the page gets a no-op one.
 */
export function probeScript(selector: string): string {
  return `var __name = (f) => f;\n(${installProbe.toString()})(${JSON.stringify(selector)});`;
}

/** Whether the init script ran in this document (a diagnostic for a screen that never got ready). */
export function probeInstalled(): boolean {
  return (window as unknown as ProbeWindow).__benchWebProbe !== undefined;
}

export function probeIsReady(): boolean {
  return ((window as unknown as ProbeWindow).__benchWebProbe?.ready ?? -1) >= 0;
}

export function readProbe(): ProbeReading {
  const state = (window as unknown as ProbeWindow).__benchWebProbe;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  let jsTransferred = 0;
  let jsDecoded = 0;
  let jsRequests = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (!/\.m?js$/.test(new URL(entry.name).pathname)) continue;
    jsRequests += 1;
    jsTransferred += entry.transferSize;
    jsDecoded += entry.decodedBodySize;
  }
  return {
    ready: state?.ready ?? -1,
    lcp: state && state.lcp >= 0 ? state.lcp : null,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : null,
    jsTransferred,
    jsDecoded,
    jsRequests,
    pathname: location.pathname,
  };
}
