import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardReportKey, useApi } from '../../lib/api';
import { chatQueryKey } from '../../lib/realtime';
import {
  contactsKey,
  conversationKey,
  parseContacts,
  parseConversationPage,
  toMessage,
} from './chatData';

export function useContacts(search: string) {
  const api = useApi();
  return useQuery({
    queryKey: contactsKey(search),
    queryFn: async () =>
      parseContacts(
        await api('GET', 'messages/contacts', {
          query: new URLSearchParams({ search, per_page: '200' }),
        }),
      ),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

export function useConversation(userId: number | null) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: conversationKey(userId ?? 0),
    enabled: userId !== null,
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ per_page: '30' });
      if (pageParam !== null) query.set('before', String(pageParam));
      return parseConversationPage(await api('GET', `messages/${userId}`, { query }));
    },
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useSendMessage(userId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, file }: { text: string; file: File | null }) => {
      const body = new FormData();
      if (text.trim() !== '') body.set('text', text);
      if (file) body.set('attachment', file, file.name);
      const answer = await api('POST', `messages/${userId}`, { body });
      return toMessage(answer.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKey }),
  });
}

/** Marks what the contact sent me as seen, then refreshes the badges and the contact list. */
export function useMarkSeen() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: number) => {
      try {
        await api('POST', `messages/${userId}/seen`);
      } catch {
        return; // Nothing changes on the page; the next load tries again.
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardReportKey }),
        queryClient.invalidateQueries({ queryKey: [...chatQueryKey, 'contacts'] }),
      ]);
    },
    [api, queryClient],
  );
}
