import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import { safeHref } from './safeHref';

/** A live link only for a web address; anything else is shown as text, never followed. */
export function OnlineLink({ link, label }: { link: string; label: string }) {
  const href = safeHref(link);
  if (!href) return <>{link}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {label}
      <OpenInNew aria-hidden sx={{ fontSize: '1rem' }} />
    </Link>
  );
}
