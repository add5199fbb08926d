import { ButtonBase } from '@mui/material';
import type { CSSObject } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { describeSession } from './describeSession';
import { sessionSx } from './sessionAppearance';
import type { ClassSession } from './types';
import { useCalendarFormat } from './useCalendarFormat';

/**
 * What every view draws a session as: a button coloured by its status, named in words for screen
 * readers, opening the session. Each view gives its own shape (`sx`) and content.
 */
export function SessionButton({
  session,
  onOpen,
  sx,
  children,
}: {
  session: ClassSession;
  onOpen: (session: ClassSession) => void;
  sx: CSSObject;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const format = useCalendarFormat();
  return (
    <ButtonBase
      onClick={() => onOpen(session)}
      aria-label={describeSession(session, format, translate)}
      data-status={session.status}
      sx={(theme) => ({ ...sessionSx(theme, session), ...sx })}
    >
      {children}
    </ButtonBase>
  );
}
