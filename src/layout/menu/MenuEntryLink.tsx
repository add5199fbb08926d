import { Box, Chip } from '@mui/material';
import { MenuItemLink, useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { humanize } from '../../lib/humanize';
import { menuIcon } from './icons';
import type { MenuEntry } from './types';

interface Props {
  entry: MenuEntry;
  /** The badge's count, when the entry has one (already 0 for an absent counter). */
  count?: number;
  nested?: boolean;
}

/** One sidebar link: icon, translated label and, for entries with a badge, the count. */
export function MenuEntryLink({ entry, count, nested = false }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate(entry.label, {
    smart_count: 2,
    _: humanize(entry.key.split(':')[1] ?? ''),
  });
  const badge = entry.badge === undefined ? undefined : (count ?? 0);
  return (
    <MenuItemLink
      to={entry.to}
      leftIcon={menuIcon(entry.icon, { fontSize: 'small' })}
      tooltipProps={{ title: label }}
      aria-label={
        badge === undefined
          ? label
          : `${label}, ${translate('app.menu.badge', { smart_count: badge })}`
      }
      sx={nested ? { pl: 3 } : undefined}
      primaryText={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
          <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {label}
          </Box>
          {badge !== undefined && (
            <Chip
              component="span"
              size="small"
              color={badge > 0 ? 'error' : 'default'}
              label={formatNumber(badge, locale)}
              data-testid={`badge-${entry.key}`}
              sx={{ height: 20, minWidth: 24, fontSize: 12 }}
            />
          )}
        </Box>
      }
    />
  );
}
