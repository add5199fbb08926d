import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-admin';
import { useApi } from '../../lib/api';
import {
  markSeen,
  parseNotificationPage,
  type AppNotification,
  type NotificationPage,
} from './notificationData';

/** The bell shows the first page of 10. */
const query = new URLSearchParams({ per_page: '10', page: '1' });
export const notificationsKey = ['app', 'notifications', 'page1'] as const;

/** The bell's list and the "open one" action (marks it seen). */
export function useNotifications() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const result = useQuery({
    queryKey: notificationsKey,
    queryFn: async () => parseNotificationPage(await api('GET', 'user/notification', { query })),
    staleTime: 30_000,
  });

  /** Marks it seen here at once, tells the server (errors ignored), then follows its link. */
  const openNotification = useCallback(
    async (n: AppNotification) => {
      if (!n.is_seen) {
        queryClient.setQueryData<NotificationPage>(notificationsKey, (page) =>
          page ? markSeen(page, n.id) : page,
        );
        try {
          await api('POST', `update/push/notification/${encodeURIComponent(String(n.id))}`);
        } catch {
          // Errors ignored: the list refreshes from the server on its next load.
        }
      }
      if (!n.link) return;
      if (/^https?:\/\//i.test(n.link)) window.location.assign(n.link);
      else navigate(n.link.startsWith('/') ? n.link : `/${n.link}`);
    },
    [api, navigate, queryClient],
  );

  return { ...result, openNotification };
}
