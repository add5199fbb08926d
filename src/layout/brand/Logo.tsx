import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { assetUrl, settingValue, useSettings } from '../../lib/api';

/** The logo fits within 150 × 100. */
const MAX_WIDTH = 150;
const MAX_HEIGHT = 100;

/**
 * The logo from general settings (group `general`, name `logo`), or the brand name as text when
 * there is none, the settings cannot be read, or the image fails to load.
 */
export function Logo({ height = 40 }: { height?: number }) {
  const translate = useTranslate();
  const { data: settings } = useSettings();
  const [broken, setBroken] = useState<string | null>(null);
  const name = translate('app.brand.name');
  const path = settingValue(settings, 'general', 'logo');
  const src = path ? assetUrl(path) : null;

  if (src && broken !== src) {
    return (
      <Box
        component="img"
        src={src}
        alt={translate('app.brand.logo_alt', { name })}
        onError={() => setBroken(src)}
        sx={{
          display: 'block',
          maxWidth: MAX_WIDTH,
          maxHeight: Math.min(height, MAX_HEIGHT),
          objectFit: 'contain',
        }}
      />
    );
  }
  return (
    <Typography
      component="span"
      variant="h6"
      noWrap
      sx={{ fontWeight: 700, color: 'primary.main', maxWidth: MAX_WIDTH * 1.5 }}
    >
      {name}
    </Typography>
  );
}
