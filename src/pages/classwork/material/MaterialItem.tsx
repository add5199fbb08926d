import Description from '@mui/icons-material/Description';
import Link from '@mui/icons-material/Link';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate, type RaRecord } from 'react-admin';
import { safeHref } from '../../../components/session-calendar/safeHref';
import { MaterialKind } from '../../../../schema';

const ICONS = {
  [MaterialKind.File]: Description,
  [MaterialKind.Video]: OndemandVideo,
  [MaterialKind.Link]: Link,
} as const;

/** Where a material opens: its stored file (a file entry), else its web address if it is one. */
function targetOf(item: RaRecord): string | null {
  if (Number(item.kind) === MaterialKind.File)
    return typeof item.file === 'string' && item.file.startsWith('/') ? item.file : null;
  return typeof item.url === 'string' ? safeHref(item.url) : null;
}

/** One course material: a file to download, or a video or link opened in a new tab. */
export function MaterialItem({ item }: { item: RaRecord }) {
  const translate = useTranslate();
  const kind = Number(item.kind) as keyof typeof ICONS;
  const Icon = ICONS[kind] ?? Description;
  const href = targetOf(item);
  const isFile = kind === MaterialKind.File;
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon color="primary" />
      </ListItemIcon>
      <ListItemText
        primary={String(item.title)}
        secondary={typeof item.description === 'string' ? item.description : null}
        sx={{ flex: '1 1 200px' }}
      />
      {href && (
        <Button
          component="a"
          href={href}
          size="small"
          variant="outlined"
          aria-label={`${translate(isFile ? 'app.classwork.material.download' : 'app.classwork.material.open')}: ${String(item.title)}`}
          {...(isFile ? { download: true } : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {translate(isFile ? 'app.classwork.material.download' : 'app.classwork.material.open')}
        </Button>
      )}
    </ListItem>
  );
}
