/**
 * The default abilities of every kind of user, as the code gave them before each resource declared
 * its own defaults (fixtures/default-abilities-before-config.json, captured from that code). Moving
 * the defaults into the config must not change what any kind of user gets on a fresh install.
 * Subjects added since (the basic lists) are compared by the rules of default-abilities.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ROLE_TYPE, type UserKind } from '../../../schema';
import before from './fixtures/default-abilities-before-config.json';
import { defaultAbilities } from './default-abilities';

const kinds = Object.keys(ROLE_TYPE) as UserKind[];
const subjectOf = (key: string) => key.slice(key.indexOf(':') + 1);
const capturedSubjects = new Set(Object.values(before).flat().map(subjectOf));

describe('default abilities derived from the config', () => {
  it.each(kinds)('give %s exactly the abilities it had before', (kind) => {
    const keys = defaultAbilities(kind).map((p) => `${p.action}:${p.subject}`);
    expect(keys.length, 'no pair twice').toBe(new Set(keys).size);
    expect(keys.filter((key) => capturedSubjects.has(subjectOf(key))).sort()).toEqual(before[kind]);
  });
});
