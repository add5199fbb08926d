/** What the app shows before the import: the file's columns, the suggested mapping, a few rows. */
import type { CsvFile, CsvRecord } from './csv-file';
import { suggestMapping, type Mapping } from './header-matching';
import { REQUIRED_TARGETS, TARGET_KEYS, type TargetKey } from './targets';

export const PREVIEW_ROWS = 10;

export interface ImportPreview {
  delimiter: string;
  headers: string[];
  total_rows: number;
  rows: CsvRecord[];
  mapping: Mapping;
  targets: { key: TargetKey; required: boolean }[];
}

export function previewOf(file: CsvFile): ImportPreview {
  return {
    delimiter: file.delimiter,
    headers: file.headers,
    total_rows: file.records.length,
    rows: file.records.slice(0, PREVIEW_ROWS),
    mapping: suggestMapping(file.headers),
    targets: TARGET_KEYS.map((key) => ({ key, required: REQUIRED_TARGETS.includes(key) })),
  };
}
