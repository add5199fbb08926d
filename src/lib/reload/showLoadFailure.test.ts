import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLoadFailure } from './showLoadFailure';

describe('showLoadFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says so in the page's language, with a button that reloads", () => {
    const container = document.createElement('div');
    container.textContent = 'old content';
    showLoadFailure(container, 'bn');
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('লোড করা যায়নি');
    expect(container.textContent).not.toContain('old content');

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    container.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
