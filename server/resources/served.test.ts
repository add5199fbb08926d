import { describe, expect, it } from 'vitest';
import { defineResource, text } from '../../schema';
import { behaviourOf } from './behaviour';
import { serveResources } from './served';

const narrowed = defineResource({
  name: 'note',
  table: 'notes',
  subject: 'Note',
  title: 'title',
  fields: { title: text() },
  scope: { student: true },
});
const mine = behaviourOf(narrowed, {
  scope: { student: (eb, actor, r) => eb(`${r.table}.created_by`, '=', actor.id) },
});

describe('serving resources with their behaviour', () => {
  it('binds the behaviour to the resource object', () => {
    const served = serveResources([narrowed], [mine]);
    expect(served.behaviourOf(narrowed)).toBe(mine);
    expect(served.named('note')).toBe(narrowed);
  });

  it('refuses a resource whose narrowed kinds have no scope', () => {
    expect(() => serveResources([narrowed], [])).toThrow(/narrows rows for \[student\]/);
  });

  it('refuses behaviour for a resource it does not serve, or given twice', () => {
    expect(() => serveResources([], [mine])).toThrow(/not served/);
    expect(() => serveResources([narrowed], [mine, mine])).toThrow(/given twice/);
  });
});
