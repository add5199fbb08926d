import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { RichTextField, useTranslate, type RaRecord } from 'react-admin';
import { TutorialVideo } from './TutorialVideo';
import { videoView } from './videoEmbed';

/**
 * One tutorial, opened from its card: the player (loaded only now, not for every card) and the
 * text. Rich text is the server's cleaned HTML, purified again on display by RichTextField.
 */
export function TutorialReader({ tutorial, onClose }: { tutorial: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const title = String(tutorial.title ?? '');
  const video = tutorial.kind === 'video' ? videoView(tutorial.video_url as string | null) : null;
  const hasBody = typeof tutorial.body === 'string' && tutorial.body.trim() !== '';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="tutorial-title"
    >
      <DialogTitle id="tutorial-title" sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label={translate('app.people.tutorials.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {video && <TutorialVideo view={video} title={title} />}
        {hasBody && (
          <Box sx={{ '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere' }}>
            <RichTextField record={tutorial} source="body" />
          </Box>
        )}
        {!video && !hasBody && translate('app.people.tutorials.nothing_to_show')}
      </DialogContent>
    </Dialog>
  );
}
