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
