/**
 * Comma or semicolon: spreadsheets in locales that write decimal commas (much of Europe) save
 * "CSV" with semicolons. The header row decides, counting only separators outside quotes.
 */
export type Delimiter = ',' | ';';

export function detectDelimiter(text: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
