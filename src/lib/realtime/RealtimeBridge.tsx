import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardReportKey } from '../api';
import { notificationsKey } from '../../layout/notifications/useNotifications';
import {
  prependNotification,
  type NotificationPage,
} from '../../layout/notifications/notificationData';
import { usePrivateEvent, useRealtime } from './hooks';
import {
  channels,
  COMMON_NOTIFICATION,
  MESSAGE_EVENT,
  USER_NOTIFICATION,
  type MessageEventPayload,
} from './events';

/** Every cached query of the chat page: contacts and conversations (src/pages/chat). */
export const chatQueryKey = ['app', 'chat'] as const;

/**
 * The realtime listeners for the whole signed-in app: notifications on the user's channel (and, for
 * admins, the admin channel) go to the front of the bell's list; a message from someone else
 * reloads the dashboard counters (the sidebar badges) and the chat's lists, and one I sent
 * elsewhere reloads the chat's lists.
 */
export function RealtimeBridge() {
  const { me, kind } = useRealtime();
  const queryClient = useQueryClient();

  const addNotification = useCallback(
    (payload: unknown) => {
      const page = queryClient.getQueryData<NotificationPage>(notificationsKey);
      if (page) queryClient.setQueryData(notificationsKey, prependNotification(page, payload));
      else void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
    [queryClient],
  );
  const userChannel = me === null ? null : channels.user(me);
  usePrivateEvent(userChannel, USER_NOTIFICATION, addNotification);
  usePrivateEvent(userChannel, COMMON_NOTIFICATION, addNotification);
  usePrivateEvent(
    me !== null && kind === 'admin' ? channels.adminNotify(me) : null,
    COMMON_NOTIFICATION,
    addNotification,
  );

  usePrivateEvent<MessageEventPayload>(
    me === null ? null : channels.messages(me),
    MESSAGE_EVENT,
    (payload) => {
      // My own message, sent from another tab or device: only the chat has something new.
      if (Number(payload?.sender_id) !== me)
        void queryClient.invalidateQueries({ queryKey: dashboardReportKey });
      void queryClient.invalidateQueries({ queryKey: chatQueryKey });
    },
  );
  return null;
}
