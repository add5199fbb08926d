import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Chip,
  InputAdornment,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../../components/fetch-error';
import { useOnlineUsers } from '../../lib/realtime';
import { visuallyHidden } from '../../lib/visuallyHidden';
import type { ChatContact } from './chatData';
import { ContactAvatar } from './ContactAvatar';
import { useContacts } from './useChat';
import { useDebouncedValue } from './useDebouncedValue';

/** What a contact's line says under the name: our latest message. */
function usePreview() {
  const translate = useTranslate();
  return (contact: ChatContact): string => {
    const last = contact.last_message;
    if (!last) return '';
    const text =
      last.text ?? translate('app.chat.attachment', { name: last.attachment?.name ?? '' });
    return last.sender_id === contact.id ? text : translate('app.chat.you', { text });
  };
}

export function ContactList({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (contact: ChatContact) => void;
}) {
  const translate = useTranslate();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const { data, isPending, error, refetch } = useContacts(search);
  const online = useOnlineUsers();
  const preview = usePreview();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          label={translate('app.chat.search')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {error ? (
          <Box sx={{ p: 2 }}>
            <FetchErrorAlert onRetry={() => void refetch()} />
          </Box>
        ) : isPending ? (
          <Box sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : data.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>
            {search === ''
              ? translate('app.chat.no_contacts')
              : translate('app.chat.no_match', { term: search })}
          </Typography>
        ) : (
          <List aria-label={translate('app.chat.contacts')} disablePadding>
            {data.map((contact) => {
              const isOnline = online.has(contact.id);
              return (
                <ListItemButton
                  key={contact.id}
                  selected={contact.id === selected}
                  onClick={() => onSelect(contact)}
                  data-testid={`contact-${contact.id}`}
                  aria-current={contact.id === selected ? 'true' : undefined}
                >
                  <ListItemAvatar>
                    <ContactAvatar
                      name={contact.name}
                      image={contact.image}
                      online={isOnline}
                      testId={`presence-${contact.id}`}
                    />
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <>
                        {contact.name}
                        <Box component="span" sx={visuallyHidden}>
                          {`, ${translate(isOnline ? 'app.chat.online' : 'app.chat.offline')}`}
                        </Box>
                      </>
                    }
                    secondary={preview(contact)}
                    slotProps={{
                      primary: { noWrap: true, fontWeight: contact.unread > 0 ? 600 : 400 },
                      secondary: { noWrap: true },
                    }}
                  />
                  {contact.unread > 0 && (
                    <Chip
                      size="small"
                      color="error"
                      label={contact.unread}
                      aria-label={translate('app.chat.unread', { smart_count: contact.unread })}
                      data-testid={`unread-${contact.id}`}
                      sx={{ ml: 1 }}
                    />
                  )}
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Box>
    </Box>
  );
}
