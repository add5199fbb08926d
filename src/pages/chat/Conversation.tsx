import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, IconButton, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../../components/fetch-error';
import {
  channels,
  MESSAGES_SEEN,
  useOnlineUsers,
  usePrivateEvent,
  useRealtime,
  type MessagesSeenPayload,
} from '../../lib/realtime';
import { conversationKey, inOrder, type ChatContact } from './chatData';
import { Composer } from './Composer';
import { ContactAvatar } from './ContactAvatar';
import { MessageBubble } from './MessageBubble';
import { useConversation, useMarkSeen } from './useChat';

/** Loading older messages starts this close to the top of the list (px). */
const NEAR_TOP = 80;

export function Conversation({ contact, onBack }: { contact: ChatContact; onBack?: () => void }) {
  const translate = useTranslate();
  const { me } = useRealtime();
  const queryClient = useQueryClient();
  const online = useOnlineUsers().has(contact.id);
  const query = useConversation(contact.id);
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const messages = inOrder(data?.pages ?? []);
  const markSeen = useMarkSeen();

  // Their messages I now see are marked seen (which clears the badges), each time new ones come.
  const unseenFromThem = messages.some((m) => m.sender_id === contact.id && m.seen_at === null);
  useEffect(() => {
    if (!unseenFromThem) return;
    void markSeen(contact.id).then(() =>
      queryClient.invalidateQueries({ queryKey: conversationKey(contact.id) }),
    );
  }, [unseenFromThem, contact.id, markSeen, queryClient]);

  // My seen receipts turn when they read.
  usePrivateEvent<MessagesSeenPayload>(
    me === null ? null : channels.messages(me),
    MESSAGES_SEEN,
    (payload) => {
      if (Number(payload?.reader_id) === contact.id)
        void queryClient.invalidateQueries({ queryKey: conversationKey(contact.id) });
    },
  );

  // Scrolling: new messages keep the view at the bottom; older ones keep what was in view.
  const scroller = useRef<HTMLDivElement>(null);
  const keep = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !keep.current) return;
    el.scrollTop = el.scrollHeight - keep.current.height + keep.current.top;
    keep.current = null;
  }, [firstId]);
  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    keep.current = { height: el.scrollHeight, top: el.scrollTop };
    void fetchNextPage();
  };

  return (
    <Box
      component="section"
      aria-label={translate('app.chat.conversation', { name: contact.name })}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack && (
          <IconButton onClick={onBack} aria-label={translate('app.chat.back')} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <ContactAvatar name={contact.name} image={contact.image} online={online} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {contact.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="conversation-presence">
            {translate(online ? 'app.chat.online' : 'app.chat.offline')}
          </Typography>
        </Box>
      </Box>

      <Box
        ref={scroller}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < NEAR_TOP) loadOlder();
        }}
        sx={{ flexGrow: 1, overflowY: 'auto', p: 2, minHeight: 0 }}
        tabIndex={0}
        aria-busy={isPending || isFetchingNextPage}
        data-testid="conversation-scroller"
      >
        {error ? (
          <FetchErrorAlert onRetry={() => void refetch()} />
        ) : isPending ? (
          [0, 1, 2].map((i) => (
            <Skeleton
              key={i}
              variant="rounded"
              height={44}
              width="60%"
              sx={{ mb: 1, ml: i % 2 ? 'auto' : 0 }}
            />
          ))
        ) : messages.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 4 }}>
            {translate('app.chat.empty')}
          </Typography>
        ) : (
          <>
            {hasNextPage && (
              <Box sx={{ textAlign: 'center', mb: 1 }}>
                <Button
                  size="small"
                  onClick={loadOlder}
                  disabled={isFetchingNextPage}
                  startIcon={isFetchingNextPage ? <CircularProgress size={14} /> : undefined}
                >
                  {translate(isFetchingNextPage ? 'app.chat.loading_older' : 'app.chat.load_older')}
                </Button>
              </Box>
            )}
            <Box component="ol" aria-live="polite" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {messages.map((m) => (
                <MessageBubble key={m.id} message={m} mine={m.sender_id === me} />
              ))}
            </Box>
          </>
        )}
      </Box>
      <Composer userId={contact.id} />
    </Box>
  );
}
