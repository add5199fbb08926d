import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY } from '../../lib/reload';
import { TestAdmin } from '../../layout/testing/TestAdmin';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it("shows the error page's texts and a way back", async () => {
    render(
      <TestAdmin>
        <ErrorPage error={new Error('boom')} />
      </TestAdmin>,
    );
    expect(
      await screen.findByRole('heading', { name: 'OOPS! Something went wrong here' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Our experts are working to fix the issue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me Back' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
  });

  it('tries the guarded reload for a failed chunk', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <TestAdmin>
        <ErrorPage error={new TypeError('Failed to fetch dynamically imported module: /x.js')} />
      </TestAdmin>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
