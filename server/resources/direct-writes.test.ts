import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIRECT_WRITES } from './direct-writes';

const ROOT = join(__dirname, '..', '..');
const GUARDED = ['server/domain', 'server/http', 'server/realtime', 'server/public-api'];
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** File → how many direct write calls it holds, for every guarded file that holds any. */
function directWrites(): Map<string, number> {
  const found = new Map<string, number>();
  for (const file of GUARDED.flatMap(sourceFiles)) {
    const count = readFileSync(join(ROOT, file), 'utf8').match(WRITE)?.length ?? 0;
    if (count > 0) found.set(relative(ROOT, join(ROOT, file)), count);
  }
  return found;
}

describe('direct writes outside the one write path', () => {
  it('are exactly the ones named, with why, in direct-writes.ts', () => {
    const named = Object.fromEntries(DIRECT_WRITES.map((w) => [w.file, w.writes]));
    expect(Object.fromEntries(directWrites())).toEqual(named);
  });

  it('name each file once and say why', () => {
    expect(new Set(DIRECT_WRITES.map((w) => w.file)).size).toBe(DIRECT_WRITES.length);
    for (const write of DIRECT_WRITES) {
      expect(write.why.length, write.file).toBeGreaterThan(20);
      expect(write.tables.length, write.file).toBeGreaterThan(0);
    }
  });
});
