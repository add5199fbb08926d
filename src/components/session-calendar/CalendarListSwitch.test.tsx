import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { testI18nProvider } from '../../providers/i18n/testing/testI18nProvider';
import { CalendarListSwitch } from './CalendarListSwitch';

const renderSwitch = (onChange: (v: string) => void) =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={testI18nProvider('en')} store={memoryStore()}>
        <CalendarListSwitch value="list" onChange={onChange} />
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('CalendarListSwitch', () => {
  it('switches to the calendar and keeps one choice pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSwitch(onChange);
    expect(screen.getByRole('group', { name: 'Display' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(onChange).toHaveBeenLastCalledWith('calendar');
    // Pressing the chosen one again must not leave the screen with no display.
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
