import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { allowedEmbedHost } from '../../../../../schema';
import { assetUrl } from '../../../../lib/api';
import { text } from '../homeContent';
import { SiteButton } from './SiteButton';

function Media({ slide }: { slide: RaRecord }) {
  const type = text(slide, 'media_type');
  const cover = {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    border: 0,
  } as const;
  if (type === 'embed' && allowedEmbedHost(text(slide, 'embed_url')))
    return (
      <Box
        component="iframe"
        src={text(slide, 'embed_url')}
        title={text(slide, 'title')}
        sx={cover}
      />
    );
  if (type === 'video' && text(slide, 'video_url'))
    return (
      <Box
        component="video"
        src={text(slide, 'video_url')}
        muted
        loop
        autoPlay
        playsInline
        sx={{ ...cover, objectFit: 'cover' }}
      />
    );
  if (text(slide, 'image'))
    return (
      <Box
        component="img"
        src={assetUrl(text(slide, 'image'))}
        alt=""
        sx={{ ...cover, objectFit: 'cover' }}
      />
    );
  return null;
}

/** The slider at the top of the home page: one slide at a time, dots to switch. */
export function SlidesPreview({ slides }: { slides: RaRecord[] }) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, slides.length - 1);
  const slide = slides[index];
  if (!slide) return null;
  const embed = text(slide, 'media_type') === 'embed';
  return (
    <Box component="section" data-testid="preview-slider">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '4 / 3', sm: '12 / 5' },
          bgcolor: 'grey.800',
          overflow: 'hidden',
        }}
      >
        <Media slide={slide} />
        {!embed && (
          <Stack
            spacing={1}
            sx={{
              position: 'absolute',
              inset: 0,
              justifyContent: 'center',
              p: { xs: 2, sm: 4 },
              color: 'common.white',
              background: 'linear-gradient(90deg, rgba(0,0,0,0.55), rgba(0,0,0,0))',
            }}
          >
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {text(slide, 'title')}
            </Typography>
            {text(slide, 'subtitle') && (
              <Typography variant="subtitle1">{text(slide, 'subtitle')}</Typography>
            )}
            {text(slide, 'text') && (
              <Typography variant="body2" sx={{ maxWidth: 480 }}>
                {text(slide, 'text')}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <SiteButton label={text(slide, 'button1_label')} variant="contained" />
              <SiteButton label={text(slide, 'button2_label')} variant="outlined" color="inherit" />
            </Stack>
          </Stack>
        )}
      </Box>
      {slides.length > 1 && (
        <Stack direction="row" sx={{ justifyContent: 'center', py: 0.5 }}>
          {slides.map((s, i) => (
            <IconButton
              key={s.id}
              size="small"
              aria-label={text(s, 'title')}
              aria-current={i === index}
              onClick={() => setChosen(i)}
              title={translate('app.site.home.preview')}
            >
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: i === index ? 'primary.main' : 'action.disabled',
                }}
              />
            </IconButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}
