import Link from '@mui/material/Link';
import { useFieldValue, useTranslate } from 'react-admin';

/** A stored file path as a link that opens it; nothing when the field is empty. */
export function FileValueField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Link href={value} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
      {translate('screens.open_file')}
    </Link>
  );
}
