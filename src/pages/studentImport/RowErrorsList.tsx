import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { targetLabel } from './targetLabel';
import type { RowErrors } from './types';

/** A row's problems, each named by the field of the file it concerns. */
export function RowErrorsList({ errors }: { errors: RowErrors }) {
  const translate = useTranslate();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2, color: 'error.main' }}>
      {entries.flatMap(([key, messages]) =>
        messages.map((message) => (
          <li key={`${key}:${message}`}>
            <strong>{targetLabel(translate, key)}</strong>: {message}
          </li>
        )),
      )}
    </Typography>
  );
}
