import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, TestAdmin } from '../testing/TestAdmin';
import { BrowserPushSwitch } from './BrowserPushSwitch';

const config = (enabled: boolean) => ({
  data: { enabled, public_key: enabled ? 'BOr1_key' : null },
});

afterEach(() => vi.unstubAllGlobals());

// jsdom has no service workers or PushManager: a browser without Web Push. A browser that has it
// is driven for real in tests/e2e/web-push.spec.ts.
describe('BrowserPushSwitch', () => {
  it('says the browser cannot, and cannot be switched, where Web Push is missing', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'GET push-subscription/config': config(true) })));
    render(
      <TestAdmin>
        <BrowserPushSwitch />
      </TestAdmin>,
    );
    expect(
      await screen.findByText('This browser cannot show notifications from the app.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Browser notifications' })).toBeDisabled();
  });

  it('is left out when the centre sends no Web Push', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'GET push-subscription/config': config(false) })));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(undefined) },
    });
    vi.stubGlobal('Notification', { permission: 'default' });
    const { container } = render(
      <TestAdmin>
        <BrowserPushSwitch />
      </TestAdmin>,
    );
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="browser-push"]')).toBeNull(),
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
