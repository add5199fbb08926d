import { Box, Paper, Stack, Typography, useTheme } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { assetUrl } from '../../../../lib/api';
import { text } from '../homeContent';
import { listItems, SafeHtml } from './SafeHtml';
import { SiteButton } from './SiteButton';

/** The section's own colours: its background colour with readable text, else the theme's. */
function useSectionColours(section: RaRecord) {
  const theme = useTheme();
  const background = text(section, 'background_color');
  const image = text(section, 'background_image');
  return {
    bgcolor: background || undefined,
    color: background ? theme.palette.getContrastText(background) : 'text.primary',
    backgroundImage: image ? `url("${assetUrl(image)}")` : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
}

function Heading({ section, align = 'left' }: { section: RaRecord; align?: 'left' | 'center' }) {
  return (
    <Box sx={{ textAlign: align }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {text(section, 'title')}
      </Typography>
      {text(section, 'subtitle') && (
        <Typography variant="subtitle1" sx={{ opacity: 0.85 }}>
          {text(section, 'subtitle')}
        </Typography>
      )}
    </Box>
  );
}

function Body({ section }: { section: RaRecord }) {
  const design = text(section, 'design_type');
  const html = text(section, 'body');
  if (!html) return null;
  if (design === 'cards' || design === 'stats') {
    const items = listItems(html);
    if (items.length > 0)
      return (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(items.length, 3)}, 1fr)` },
          }}
        >
          {items.map((item, i) => (
            <Paper
              key={i}
              variant={design === 'cards' ? 'outlined' : 'elevation'}
              elevation={0}
              sx={{
                p: 2,
                textAlign: 'center',
                bgcolor: design === 'stats' ? 'transparent' : 'background.paper',
                color: design === 'stats' ? 'inherit' : 'text.primary',
                '& strong':
                  design === 'stats'
                    ? { display: 'block', fontSize: '1.75rem', color: 'primary.main' }
                    : {},
              }}
            >
              <SafeHtml html={item} />
            </Paper>
          ))}
        </Box>
      );
  }
  return <SafeHtml html={html} />;
}

/** A home section drawn by its design type (schema/enums.ts sectionDesignType) and layout. */
export function SectionPreview({ section }: { section: RaRecord }) {
  const colours = useSectionColours(section);
  const design = text(section, 'design_type');
  const layout = text(section, 'layout');
  const media = text(section, 'media');
  const centred = design === 'hero' || design === 'call_to_action' || layout === 'centered';
  const button = (
    <SiteButton
      label={text(section, 'button_label')}
      variant="contained"
      color={colours.bgcolor ? 'inherit' : 'primary'}
      sx={colours.bgcolor ? { color: 'text.primary', bgcolor: 'background.paper' } : undefined}
    />
  );
  const padding = design === 'hero' ? { xs: 4, sm: 8 } : { xs: 3, sm: 4 };
  const content = (
    <Stack
      spacing={2}
      sx={{
        flex: 1,
        alignItems: centred ? 'center' : 'flex-start',
        textAlign: centred ? 'center' : 'left',
      }}
    >
      <Heading section={section} align={centred ? 'center' : 'left'} />
      <Box sx={{ width: '100%' }}>
        <Body section={section} />
      </Box>
      {button}
    </Stack>
  );
  const sideMedia = media && (layout === 'media_left' || layout === 'media_right');
  return (
    <Box
      component="section"
      data-testid="preview-section"
      data-title={text(section, 'title')}
      sx={{ ...colours, px: { xs: 2, sm: layout === 'full_width' ? 3 : 6 }, py: padding }}
    >
      {sideMedia ? (
        <Stack
          direction={{ xs: 'column', md: layout === 'media_left' ? 'row' : 'row-reverse' }}
          spacing={3}
          sx={{ alignItems: 'center' }}
        >
          <Box
            component="img"
            src={assetUrl(media)}
            alt=""
            sx={{ width: { xs: '100%', md: '45%' }, borderRadius: 1 }}
          />
          {content}
        </Stack>
      ) : (
        <Stack spacing={2}>
          {content}
          {media && (
            <Box
              component="img"
              src={assetUrl(media)}
              alt=""
              sx={{ maxWidth: '100%', borderRadius: 1, alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
