import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestAdmin } from '../testing/TestAdmin';
import { CurrencyMenu } from './CurrencyMenu';
import { ThemeSwitch } from './ThemeSwitch';

describe('top bar preferences', () => {
  it('starts light and persists the theme under `theme`', async () => {
    render(
      <TestAdmin>
        <ThemeSwitch />
      </TestAdmin>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Theme: Light' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Blue' }));
    expect(window.localStorage.getItem('theme')).toBe('blue');
    expect(await screen.findByRole('button', { name: 'Theme: Blue' })).toBeInTheDocument();
  });

  it('reads a stored theme and ignores an unknown one', async () => {
    window.localStorage.setItem('theme', 'dark');
    const { unmount } = render(
      <TestAdmin>
        <ThemeSwitch />
      </TestAdmin>,
    );
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    unmount();
    window.localStorage.setItem('theme', 'purple');
    render(
      <TestAdmin>
        <ThemeSwitch />
      </TestAdmin>,
    );
    expect(await screen.findByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });

  it('defaults to USD and persists the currency under `currency`', async () => {
    render(
      <TestAdmin>
        <CurrencyMenu />
      </TestAdmin>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Currency: US Dollar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /EUR/ }));
    expect(window.localStorage.getItem('currency')).toBe('EUR');
    expect(await screen.findByRole('button', { name: 'Currency: Euro' })).toHaveTextContent('EUR');
  });
});
