/**
 * Student-produced responses (grid-in) of SAT math: what a student can enter, so that every
 * accepted answer a tutor stores is one a student could type or bubble. The server refuses other
 * accepted forms and the question editor shows the same problem as the tutor types.
 *
 * - Digital SAT: an integer, a decimal (`.75`, `0.75`) or a fraction (`3/4`); negative allowed;
 *   at most 5 characters, the minus sign not counted (College Board: "up to 5 characters for a
 *   positive answer and up to 6 characters, including the negative sign, for a negative one").
 * - Legacy paper SAT: the same forms in a 4-column grid, and the grid has no minus sign.
 */

export type GridInKind = 'legacy' | 'digital';

export type GridInProblem = 'empty' | 'format' | 'negative' | 'length' | 'zero_denominator';

/** How many characters (digits, '.', '/') fit in the grid, the minus sign not counted. */
export const GRID_IN_MAX_LENGTH: Readonly<Record<GridInKind, number>> = { legacy: 4, digital: 5 };

const NUMBER = /^-?(\d+|\d*\.\d+|\d+\/\d+)$/;

/** The first problem of one accepted form, or null when a student could enter it. */
export function gridInProblem(form: string, kind: GridInKind): GridInProblem | null {
  const value = form.trim();
  if (value === '') return 'empty';
  if (!NUMBER.test(value)) return 'format';
  const negative = value.startsWith('-');
  if (negative && kind === 'legacy') return 'negative';
  const body = negative ? value.slice(1) : value;
  if (body.length > GRID_IN_MAX_LENGTH[kind]) return 'length';
  const [, denominator] = body.split('/');
  if (denominator !== undefined && Number(denominator) === 0) return 'zero_denominator';
  return null;
}
