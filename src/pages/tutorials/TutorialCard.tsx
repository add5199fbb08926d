import Article from '@mui/icons-material/Article';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'react-admin';
import { plainText } from './tutorialSections';
import { videoView } from './videoEmbed';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** What the card says under the title: the article's opening words, or where the video lives. */
function summary(tutorial: RaRecord): string {
  const text = plainText(tutorial.body);
  if (text || tutorial.kind !== 'video') return text;
  const view = videoView(tutorial.video_url as string | null);
  if (!view) return '';
  return view.kind === 'embed' ? PROVIDER_NAMES[view.provider] : new URL(view.href).hostname;
}

export function TutorialCard({ tutorial, onOpen }: { tutorial: RaRecord; onOpen: () => void }) {
  const translate = useTranslate();
  const video = tutorial.kind === 'video';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            {video ? <PlayCircle color="primary" /> : <Article color="primary" />}
            <Chip size="small" label={translate(`enums.tutorialKind.${String(tutorial.kind)}`)} />
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {String(tutorial.title ?? '')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {summary(tutorial)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
