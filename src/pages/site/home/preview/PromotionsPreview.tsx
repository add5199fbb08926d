import { Box, Card, CardContent, CardMedia, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { assetUrl } from '../../../../lib/api';
import { text } from '../homeContent';

/** The promotions band: a card per promotion, side by side where there is room. */
export function PromotionsPreview({ promotions }: { promotions: RaRecord[] }) {
  if (promotions.length === 0) return null;
  return (
    <Box
      component="section"
      data-testid="preview-promotions"
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
      }}
    >
      {promotions.map((p) => (
        <Card key={p.id} variant="outlined">
          {text(p, 'image') && (
            <CardMedia component="img" height="110" image={assetUrl(text(p, 'image'))} alt="" />
          )}
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {text(p, 'title')}
            </Typography>
            {text(p, 'text') && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text(p, 'text')}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
