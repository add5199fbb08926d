import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { Box, Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { assetUrl } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import type { ChatMessage } from './chatData';

/** One message: mine on the right with its seen receipt, theirs on the left. */
export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const file = message.attachment;
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-mine={mine ? 'true' : 'false'}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', mb: 1 }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.selected',
          color: mine ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        {file?.is_image && (
          <Link href={assetUrl(file.path)} target="_blank" rel="noopener" sx={{ display: 'block' }}>
            <Box
              component="img"
              src={assetUrl(file.path)}
              alt={translate('app.chat.image_alt', { name: file.name })}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 0.5 }}
            />
          </Link>
        )}
        {file && !file.is_image && (
          <Link
            href={assetUrl(file.path)}
            target="_blank"
            rel="noopener"
            download={file.name}
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
          >
            <InsertDriveFileIcon fontSize="small" />
            {file.name}
            <Typography component="span" variant="caption" sx={{ opacity: 0.8 }}>
              (
              {translate('app.chat.file_size', { size: Math.max(1, Math.round(file.size / 1024)) })}
              )
            </Typography>
          </Link>
        )}
        {message.text !== null && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Typography>
        )}
        <Typography
          variant="caption"
          component="div"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            opacity: 0.8,
          }}
        >
          {formatDateTime(message.created_at, locale)}
          {mine &&
            (message.seen_at ? (
              <DoneAllIcon
                fontSize="inherit"
                role="img"
                aria-label={translate('app.chat.seen')}
                data-testid="receipt-seen"
              />
            ) : (
              <DoneIcon
                fontSize="inherit"
                role="img"
                aria-label={translate('app.chat.sent')}
                data-testid="receipt-sent"
              />
            ))}
        </Typography>
      </Box>
    </Box>
  );
}
