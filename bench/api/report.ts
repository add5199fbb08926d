/** The results: a table with every figure also as a ratio to the bare route, and the JSON file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Measurement } from './measure';
import type { ScenarioPlans } from './plans';
import type { ScenarioKind } from './scenarios';

export interface ScenarioResult {
  name: string;
  kind: ScenarioKind;
  path: string;
  measurement: Measurement;
  ratios: { p50: number; p99: number; requestsPerSecond: number };
  /** Problems found in the answer or under load; empty when all was right. */
  problems: string[];
}

export const ms = (value: number) => value.toFixed(2);
const ratio = (value: number) => `${value.toFixed(2)}×`;

export function withRatios(
  results: Omit<ScenarioResult, 'ratios'>[],
  bare: Measurement,
): ScenarioResult[] {
  return results.map((r) => ({
    ...r,
    ratios: {
      p50: r.measurement.p50 / bare.p50,
      p99: r.measurement.p99 / bare.p99,
      requestsPerSecond: r.measurement.requestsPerSecond / bare.requestsPerSecond,
    },
  }));
}

export function resultsTable(results: ScenarioResult[]): string {
  const head = ['scenario', 'p50 ms', '×bare', 'p99 ms', '×bare', 'req/s', '×bare', 'status'];
  const rows = results.map((r) => [
    r.name,
    ms(r.measurement.p50),
    ratio(r.ratios.p50),
    ms(r.measurement.p99),
    ratio(r.ratios.p99),
    Math.round(r.measurement.requestsPerSecond).toString(),
    ratio(r.ratios.requestsPerSecond),
    r.problems.length === 0 ? 'ok' : 'FAILED',
  ]);
  return table(head, rows);
}

/** Columns padded to their widest cell, the first left-aligned and the figures right-aligned. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function plansReport(plans: ScenarioPlans[]): string {
  const out: string[] = [];
  for (const { scenario, plans: queries } of plans) {
    out.push(`${scenario}`);
    for (const q of queries) {
      const flag = q.fullScans.length > 0 ? '  ← FULL TABLE SCAN' : '';
      out.push(`  ${q.query}:${flag}`);
      for (const line of q.plan) out.push(`    ${line}`);
      if (q.note) out.push(`    note: ${q.note}`);
    }
  }
  return out.join('\n');
}

export function writeResults(file: string, content: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}

/** A scenario at the smallest and the largest size: how much its p99 grew with the table. */
export interface Growth {
  name: string;
  small: { rows: number; p99: number; p99Ratio: number };
  large: { rows: number; p99: number; p99Ratio: number };
  /** Large p99 over small p99: 1 when a request costs the same at any table size. */
  growth: number;
}

export function growthOf(
  small: { rows: number; results: ScenarioResult[] },
  large: { rows: number; results: ScenarioResult[] },
): Growth[] {
  return large.results.flatMap((result) => {
    const before = small.results.find((r) => r.name === result.name);
    if (!before || result.kind === 'bare') return [];
    const at = (rows: number, r: ScenarioResult) => ({
      rows,
      p99: r.measurement.p99,
      p99Ratio: r.ratios.p99,
    });
    return [
      {
        name: result.name,
        small: at(small.rows, before),
        large: at(large.rows, result),
        growth: result.measurement.p99 / before.measurement.p99,
      },
    ];
  });
}

export function growthTable(growth: Growth[]): string {
  const first = growth[0];
  if (!first) return '';
  const rows = (n: number) => n.toLocaleString('en');
  const head = [
    'scenario',
    `p99 ms at ${rows(first.small.rows)}`,
    '×bare',
    `p99 ms at ${rows(first.large.rows)}`,
    '×bare',
    'growth',
  ];
  const body = growth.map((g) => [
    g.name,
    ms(g.small.p99),
    ratio(g.small.p99Ratio),
    ms(g.large.p99),
    ratio(g.large.p99Ratio),
    ratio(g.growth),
  ]);
  return table(head, body);
}
