import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { keyOfName } from '../../config';
import { PanelState } from '../../pages/panels/PanelState';
import { formatDateTime } from '../../lib/format';
import { useModerate } from '../blog-comment/useModerate';

const STATUS_COLOUR = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

function CommentCard({ comment }: { comment: RaRecord }) {
  const translate = useTranslate();
  const { moderate, busy } = useModerate();
  const [locale] = useLocaleState();
  const status = String(comment.status) as keyof typeof STATUS_COLOUR;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={String(comment.name)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{String(comment.name)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {String(comment.email)}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOUR[status] ?? 'default'}
          label={translate(`enums.commentStatus.${status}`, { _: status })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatDateTime(comment.created_at as string | null, locale)}
        </Typography>
      </Stack>
      <Typography sx={{ my: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {String(comment.body)}
      </Typography>
      <Stack direction="row" spacing={1}>
        {status !== 'approved' && (
          <Button
            size="small"
            disabled={busy}
            onClick={() => void moderate([comment.id], 'approved')}
          >
            {translate('app.siteContent.comments.approve')}
          </Button>
        )}
        {status !== 'rejected' && (
          <Button
            size="small"
            color="inherit"
            disabled={busy}
            onClick={() => void moderate([comment.id], 'rejected')}
          >
            {translate('app.siteContent.comments.reject')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Under a blog post: its comments, newest first, each approved or rejected where it stands. */
export function PostComments() {
  const translate = useTranslate();
  const post = useRecordContext();
  const list = useGetList(
    keyOfName('blog-comment'),
    {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'id', order: 'DESC' },
      filter: { blog_post_id: post?.id },
    },
    { enabled: post !== undefined },
  );
  if (!post) return null;
  const rows = list.data ?? [];
  return (
    <Box component="section" aria-labelledby="post-comments-heading" sx={{ px: 2, pb: 2 }}>
      <Typography id="post-comments-heading" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.siteContent.comments.title')}
      </Typography>
      <PanelState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        emptyText={translate('app.siteContent.comments.empty')}
        onRetry={() => void list.refetch()}
      >
        <Stack spacing={1.5}>
          {rows.map((comment) => (
            <CommentCard key={comment.id} comment={comment} />
          ))}
        </Stack>
      </PanelState>
    </Box>
  );
}
