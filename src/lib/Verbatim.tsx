import { Fragment, type ReactNode } from 'react';

/**
 * Marks text shown as a person typed it (a name, a room, a code, a phone number): the app formats
 * none of its digits. tests/e2e/bangla-numbers.spec.ts reads it to tell typed text from what the
 * app writes (docs/CONFIG.md "Composed titles").
 */
export const VERBATIM = { 'data-verbatim': '' } as const;

/**
 * Text shown as a person typed it, marked so. A component rather than a bare span: react-admin's
 * `Labeled` draws no label over a plain HTML element.
 */
export function Verbatim({ children }: { children: ReactNode }) {
  return <span {...VERBATIM}>{children}</span>;
}

/** A name people typed (a course's title, a room, a tutor), marked; nothing when empty. */
export const typedText = (text: string | null | undefined): ReactNode =>
  text ? <Verbatim>{text}</Verbatim> : null;

/**
 * Stands in a translation where an element goes: translations take only strings, and a name or
 * number drawn inside one must stay an element to be marked as typed.
 */
export const SLOT = '\u0000';

/** `text`, translated with SLOT for a value, with `children` drawn where SLOT stands. */
export function Slotted({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      {text.split(SLOT).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && children}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
