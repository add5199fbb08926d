import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { EnrolmentAction, PersonAction } from './types';

type Props =
  | { part: 'student' | 'parent'; action: PersonAction }
  | { part: 'enrolment'; action: EnrolmentAction };

/** New records in the success colour, existing ones in the info colour, nothing as an outline. */
const COLOURS: Record<PersonAction | EnrolmentAction, ChipProps['color']> = {
  create: 'success',
  match: 'info',
  exists: 'info',
  none: 'default',
};

/** What the import does with one part of a row, as a coloured chip. */
export function ActionChip({ part, action }: Props) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[action]}
      variant={action === 'none' ? 'outlined' : 'filled'}
      label={translate(`app.csvImport.actions.${part}.${action}`)}
    />
  );
}
