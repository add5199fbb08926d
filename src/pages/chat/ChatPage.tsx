import { Box, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslate } from 'react-admin';
import { PanelPage } from '../panels/PanelPage';
import type { ChatContact } from './chatData';
import { ContactList } from './ContactList';
import { Conversation } from './Conversation';
import { useContacts } from './useChat';

/**
 * The chat (`/message`): contacts on the left, the open conversation on the right; on a
 * narrow screen one of the two, with a back button. The open contact is in the address
 * (`?with={userId}`), so reloading or going back keeps it.
 */
export function ChatPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const selectedId = Number(params.get('with')) || null;
  const { data: everyone } = useContacts('');
  // One found by search may be past the first page of everyone: keep the one clicked.
  const [picked, setPicked] = useState<ChatContact | null>(null);
  const selected =
    everyone?.find((c) => c.id === selectedId) ?? (picked?.id === selectedId ? picked : null);

  const open = (contact: ChatContact | null) => {
    setPicked(contact);
    setParams(contact ? { with: String(contact.id) } : {});
  };

  const showList = wide || selectedId === null;
  const showConversation = wide || selectedId !== null;

  return (
    <PanelPage title={translate('app.chat.title')}>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(260px, 340px) 1fr' : '1fr',
          height: { xs: 'calc(100dvh - 190px)', sm: 'calc(100dvh - 220px)' },
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        {showList && (
          <Box sx={{ borderRight: wide ? 1 : 0, borderColor: 'divider', minHeight: 0 }}>
            <ContactList selected={selectedId} onSelect={open} />
          </Box>
        )}
        {showConversation && (
          <Box sx={{ minHeight: 0, minWidth: 0 }}>
            {selected ? (
              <Conversation
                key={selected.id}
                contact={selected}
                onBack={wide ? undefined : () => open(null)}
              />
            ) : (
              <Typography
                sx={{ color: 'text.secondary', p: 4, textAlign: 'center' }}
                data-testid="chat-pick"
              >
                {translate('app.chat.pick')}
              </Typography>
            )}
          </Box>
        )}
      </Paper>
    </PanelPage>
  );
}
