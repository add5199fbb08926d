import { Fragment, type ReactNode } from 'react';
import { VERBATIM } from './verbatim';

/**
 * Text shown as a person typed it, marked so (./verbatim.ts). A component rather than a bare
 * span: react-admin's `Labeled` draws no label over a plain HTML element.
 */
export function Verbatim({ children }: { children: ReactNode }) {
  return <span {...VERBATIM}>{children}</span>;
}

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
