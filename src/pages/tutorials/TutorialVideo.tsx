import Box from '@mui/material/Box';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { VideoView } from './videoEmbed';

/**
 * A 16:9 player for YouTube (no-cookie) and Vimeo; the frame may run the player's scripts but not
 * navigate the app, and sends no full referrer. Other addresses open in a new tab.
 */
export function TutorialVideo({ view, title }: { view: VideoView; title: string }) {
  const translate = useTranslate();
  if (view.kind === 'link') {
    return (
      <Button
        variant="outlined"
        href={view.href}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<OpenInNew />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.people.tutorials.open_video')}
      </Button>
    );
  }
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'black' }}>
      <Box
        component="iframe"
        src={view.src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
