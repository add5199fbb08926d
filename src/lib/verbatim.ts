/**
 * Marks text shown as a person typed it (a name, a room, a code, a phone number): the app formats
 * none of its digits. tests/e2e/bangla-numbers.spec.ts reads it to tell typed text from what the
 * app writes (docs/CONFIG.md "Composed titles").
 */
export const VERBATIM = { 'data-verbatim': '' } as const;
