/** The results: the bundle table, the screen timings with ratios to the baseline, and JSON files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BundleReport, FileSize, Totals } from './bundle';
import type { Navigation, ScreenMeasurement } from './measure';
import type { Screen, ScreenKind } from './screens';
import { median, summarize, type Summary } from './stats';

export interface CacheResult {
  /** Navigation start to usable, ms. */
  usable: Summary;
  /** Median usable time as a multiple of the baseline page's (same cache state). */
  ratio: number;
  lcp: Summary | null;
  domContentLoaded: Summary | null;
  /** Medians over the runs, bytes. */
  jsTransferred: number;
  jsDecoded: number;
  jsRequests: number;
  samples: Navigation[];
}

export interface ScreenResult {
  name: string;
  kind: ScreenKind;
  path: string;
  ready: string;
  cold: CacheResult | null;
  warm: CacheResult | null;
  problems: string[];
}

const numbers = (values: (number | null)[]): number[] =>
  values.filter((v): v is number => v !== null);

function cacheResult(samples: Navigation[], baselineMedian: number): CacheResult | null {
  if (samples.length === 0) return null;
  const usable = summarize(samples.map((s) => s.ready));
  const lcp = numbers(samples.map((s) => s.lcp));
  const dcl = numbers(samples.map((s) => s.domContentLoaded));
  return {
    usable,
    ratio: usable.median / baselineMedian,
    lcp: lcp.length > 0 ? summarize(lcp) : null,
    domContentLoaded: dcl.length > 0 ? summarize(dcl) : null,
    jsTransferred: median(samples.map((s) => s.jsTransferred)),
    jsDecoded: median(samples.map((s) => s.jsDecoded)),
    jsRequests: median(samples.map((s) => s.jsRequests)),
    samples,
  };
}

export function screenResult(
  screen: Screen,
  measured: ScreenMeasurement,
  baseline: { cold: number; warm: number },
): ScreenResult {
  return {
    name: screen.name,
    kind: screen.kind,
    path: screen.path,
    ready: screen.ready,
    cold: cacheResult(measured.cold, baseline.cold),
    warm: cacheResult(measured.warm, baseline.warm),
    problems: measured.problems,
  };
}

/** Slowest first by cold median; failed screens last. */
export function slowestFirst(results: ScreenResult[]): ScreenResult[] {
  const key = (r: ScreenResult) =>
    r.problems.length > 0 ? -1 : (r.cold?.usable.median ?? Number.NEGATIVE_INFINITY);
  return [...results].sort((a, b) => key(b) - key(a));
}

const msText = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : Math.round(value).toString();
const ratioText = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '–' : `${value.toFixed(2)}×`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

function table(head: string[], rows: string[][], leftColumns = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < leftColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function timingsTable(results: ScreenResult[]): string {
  const head = [
    'screen',
    'path',
    'cold p50',
    'p90',
    '×base',
    'warm p50',
    'p90',
    '×base',
    'LCP cold',
    'JS KB cold',
    'warm',
    'status',
  ];
  const rows = results.map((r) => [
    r.name,
    r.path,
    msText(r.cold?.usable.median),
    msText(r.cold?.usable.p90),
    ratioText(r.cold?.ratio),
    msText(r.warm?.usable.median),
    msText(r.warm?.usable.p90),
    ratioText(r.warm?.ratio),
    msText(r.cold?.lcp?.median),
    r.cold ? kb(r.cold.jsTransferred) : '–',
    r.warm ? kb(r.warm.jsTransferred) : '–',
    r.problems.length === 0 ? 'ok' : 'FAILED',
  ]);
  return table(head, rows, 2);
}

const sizeRow = (f: FileSize | (Totals & { path: string; role: string })) => [
  f.path,
  f.role,
  kb(f.raw),
  kb(f.gzip),
  kb(f.brotli),
];

export function bundleTable(bundle: BundleReport): string {
  const head = ['file', 'loaded as', 'raw KB', 'gzip KB', 'brotli KB'];
  const initial = table(
    head,
    [
      ...bundle.initial.map(sizeRow),
      sizeRow({
        ...bundle.initialTotal,
        path: 'initial load total',
        role: `${bundle.initialTotal.files} files`,
      }),
      ...Object.entries(bundle.perLanguage).map(([locale, totals]) =>
        sizeRow({ ...totals, path: `  a page in ${locale}`, role: `${totals.files} files` }),
      ),
    ],
    2,
  );
  const lazy =
    bundle.lazy.length === 0
      ? 'No lazy chunks.'
      : table(
          head,
          [
            ...bundle.lazy.map(sizeRow),
            sizeRow({
              ...bundle.lazyTotal,
              path: 'lazy total',
              role: `${bundle.lazyTotal.files} files`,
            }),
          ],
          2,
        );
  return `${initial}\n\n${lazy}`;
}

export function writeResults(file: string, content: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}
