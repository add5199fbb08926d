/** Shown after a 200 ms throttle, filling over about 5 s. */
export const THROTTLE_MS = 200;
export const DURATION_MS = 5_000;
const TICK_MS = 100;
const HIDE_AFTER_MS = 400;
/** The bar never claims to be done before the work is. */
const MAX_WHILE_RUNNING = 95;

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  progress: number;
  failed: boolean;
}

export const hiddenState: LoadingBarState = { visible: false, progress: 0, failed: false };

/**
 * The loading bar as a small timer machine, apart from React so its timing can be tested with
 * fake timers. Work shorter than the throttle never shows the bar at all.
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void) {
  let state = hiddenState;
  let running = false;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;

  const set = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };
  const clearAll = () => {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hider);
    throttle = ticker = hider = undefined;
  };

  return {
    start() {
      if (running) return;
      running = true;
      clearAll();
      throttle = setTimeout(() => {
        const startedAt = Date.now();
        set({ visible: true, progress: 0, failed: false });
        ticker = setInterval(() => {
          const elapsed = Date.now() - startedAt;
          set({ ...state, progress: Math.min(MAX_WHILE_RUNNING, (elapsed / DURATION_MS) * 100) });
        }, TICK_MS);
      }, THROTTLE_MS);
    },
    /** Success fills the bar, failure fills it in the error colour; then it fades. */
    finish(failed: boolean) {
      if (!running) return;
      running = false;
      clearAll();
      if (!state.visible) return;
      set({ visible: true, progress: 100, failed });
      hider = setTimeout(() => set(hiddenState), HIDE_AFTER_MS);
    },
    dispose() {
      running = false;
      clearAll();
    },
  };
}
