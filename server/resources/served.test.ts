import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineResource, integer, text } from '../../schema';
import type { OpenDatabase } from '../db/types';
import { actorSets } from '../domain/scopes/actor-sets';
import { behaviourOf } from './behaviour';
import type { Actor } from './context';
import { scopeFor, serveResources } from './served';

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

const filtered = defineResource({
  name: 'room',
  table: 'rooms',
  subject: 'Room',
  title: 'title',
  fields: { title: text(), course_id: integer(), status: text() },
  scope: { employee: { course_id: 'taughtCourses', status: ['open', 'full'] }, parent: true },
});

/** Compiles only: the SQL a scope adds to a list of its resource. */
const compiler = new Kysely<OpenDatabase>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const tutor = { id: 7, kind: 'employee' } as Actor;

describe('serving resources with their behaviour', () => {
  it('binds the behaviour to the resource object', () => {
    const served = serveResources([narrowed], [mine], actorSets);
    expect(served.behaviourOf(narrowed)).toBe(mine);
    expect(served.named('note')).toBe(narrowed);
  });

  it('refuses a resource whose kinds narrowed by code have no scope', () => {
    expect(() => serveResources([narrowed], [], actorSets)).toThrow(
      /narrows rows by code for \[student\]/,
    );
  });

  it('refuses a scope bound as code for a kind the config narrows by a filter', () => {
    const both = behaviourOf(filtered, {
      scope: { employee: (eb, actor, r) => eb(`${r.table}.created_by`, '=', actor.id) },
    });
    expect(() => serveResources([filtered], [both], actorSets)).toThrow(
      /narrows rows by code for \[parent\] but has scopes for \[employee\]/,
    );
  });

  it('refuses behaviour for a resource it does not serve, or given twice', () => {
    expect(() => serveResources([], [mine], actorSets)).toThrow(/not served/);
    expect(() => serveResources([narrowed], [mine, mine], actorSets)).toThrow(/given twice/);
  });

  it("narrows a config filter's columns to the named id set and to the fixed values, together", () => {
    const parentScope = behaviourOf(filtered, {
      scope: { parent: (eb, actor, r) => eb(`${r.table}.created_by`, '=', actor.id) },
    });
    const served = serveResources([filtered], [parentScope], actorSets);
    const scope = scopeFor(served, filtered, tutor)!;
    const { sql, parameters } = compiler
      .selectFrom('rooms')
      .select('rooms.id')
      .where((eb) => scope(eb, tutor, filtered))
      .compile();
    expect(sql).toMatch(
      /^select "rooms"\."id" from "rooms" where \("rooms"\."course_id" in \(select "course_tutors"\."course_id" from "course_tutors" where "course_tutors"\."employee_id" in \(select "employees"\."id" from "employees" where "employees"\."user_id" = \?\)\) and "rooms"\."status" in \(\?, \?\)\)$/,
    );
    expect(parameters).toEqual([7, 'open', 'full']);
  });
});
