import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isActive, type HomeLists } from '../homeContent';
import { PromotionsPreview } from './PromotionsPreview';
import { SectionPreview } from './SectionPreview';
import { SlidesPreview } from './SlidesPreview';

/**
 * The public home page as visitors would see it: only active rows, in their order: the slider,
 * the promotions, then each section. Colours follow the app's theme unless a section sets its own.
 */
export function HomePreview({ lists }: { lists: HomeLists }) {
  const translate = useTranslate();
  const slides = lists.slider.filter(isActive);
  const promotions = lists.promotion.filter(isActive);
  const sections = lists['home-section'].filter(isActive);
  const empty = slides.length + promotions.length + sections.length === 0;
  return (
    <Box
      role="region"
      aria-label={translate('app.site.home.preview_label')}
      data-testid="home-preview"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      {empty ? (
        <Typography sx={{ p: 4, color: 'text.secondary', textAlign: 'center' }}>
          {translate('app.site.home.preview_empty')}
        </Typography>
      ) : (
        <>
          <SlidesPreview slides={slides} />
          <PromotionsPreview promotions={promotions} />
          {sections.map((section) => (
            <SectionPreview key={section.id} section={section} />
          ))}
        </>
      )}
    </Box>
  );
}
