import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { SESSION_STATUS, type ClassSession } from './types';

/** The palette colour of a session: primary while scheduled, success once done, grey if canceled. */
function accentOf(theme: Theme, session: ClassSession): string {
  if (session.status === SESSION_STATUS.completed) return theme.palette.success.main;
  if (session.status === SESSION_STATUS.canceled) return theme.palette.text.disabled;
  return theme.palette.primary.main;
}

/** Shared look of a session in every view: tinted with its accent; canceled ones struck through. */
export function sessionSx(theme: Theme, session: ClassSession): CSSObject {
  const accent = accentOf(theme, session);
  const canceled = session.status === SESSION_STATUS.canceled;
  return {
    backgroundColor: canceled ? theme.palette.action.hover : alpha(accent, 0.14),
    borderLeft: `3px solid ${accent}`,
    color: canceled ? theme.palette.text.disabled : theme.palette.text.primary,
    textDecoration: canceled ? 'line-through' : 'none',
    '&:hover': { backgroundColor: canceled ? theme.palette.action.selected : alpha(accent, 0.24) },
    '&.Mui-focusVisible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 1,
    },
  };
}

/** Shading of a holiday, in every theme. */
export const holidaySx = (theme: Theme): CSSObject => ({
  backgroundColor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.14 : 0.08),
});
