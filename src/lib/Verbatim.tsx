import type { ReactNode } from 'react';
import { VERBATIM } from './verbatim';

/**
 * Text shown as a person typed it, marked so (./verbatim.ts). A component rather than a bare
 * span: react-admin's `Labeled` draws no label over a plain HTML element.
 */
export function Verbatim({ children }: { children: ReactNode }) {
  return <span {...VERBATIM}>{children}</span>;
}
