import Link from '@mui/material/Link';
import { useFieldValue } from 'react-admin';
import { isSafeLink } from '../../../../schema';

/**
 * A link value, clickable only when it passes the link rule: a value stored before the rule
 * existed (`javascript:…`, `//host`) shows as plain text and never becomes an address to open.
 */
export function LinkValueField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  if (!isSafeLink(value, { paths: true })) return <span>{value}</span>;
  return (
    <Link
      href={value}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
    >
      {value}
    </Link>
  );
}
