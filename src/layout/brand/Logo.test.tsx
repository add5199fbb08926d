import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, TestAdmin } from '../testing/TestAdmin';
import { Logo } from './Logo';

afterEach(() => vi.unstubAllGlobals());

const renderLogo = (settings: unknown) => {
  vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'GET setting/': settings })));
  render(
    <TestAdmin>
      <Logo />
    </TestAdmin>,
  );
};

describe('Logo', () => {
  it('shows the general/logo setting as an image, and the brand name once it fails to load', async () => {
    renderLogo({
      data: [
        { group: 'web', name: 'logo', value: 'uploads/wrong.png' },
        { group: 'general', name: 'logo', value: 'uploads/logo.png' },
      ],
    });
    const img = await screen.findByRole('img', { name: 'Academy Admin logo' });
    expect(img).toHaveAttribute('src', '/uploads/logo.png');
    fireEvent.error(img);
    expect(await screen.findByText('Academy Admin')).toBeInTheDocument();
  });

  it('falls back to the brand name without a logo setting', async () => {
    renderLogo({ data: [{ group: 'general', name: 'site_name', value: 'X' }] });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // Let the answer land before judging: the text shows while loading too.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Academy Admin')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
