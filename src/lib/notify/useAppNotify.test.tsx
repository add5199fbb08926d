import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, useNotificationContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { testI18nProvider } from '../../providers/i18n/testing/testI18nProvider';
import { ERROR_MS, SUCCESS_MS, useAppNotify } from './useAppNotify';

function Fire() {
  const notify = useAppNotify();
  useEffect(() => {
    notify.success('Saved');
    notify.error('Broken');
  }, [notify]);
  return null;
}

function Queue() {
  const { notifications } = useNotificationContext();
  return (
    <output>
      {notifications
        .map((n) => `${n.type}:${String(n.notificationOptions?.autoHideDuration)}`)
        .join(',')}
    </output>
  );
}

describe('useAppNotify', () => {
  it('queues success toasts for 2 s and error toasts for 4 s', async () => {
    render(
      <AdminContext i18nProvider={testI18nProvider('en')}>
        <Fire />
        <Queue />
      </AdminContext>,
    );
    expect(SUCCESS_MS).toBe(2000);
    expect(ERROR_MS).toBe(4000);
    expect(await screen.findByText('success:2000,error:4000')).toBeInTheDocument();
  });
});
