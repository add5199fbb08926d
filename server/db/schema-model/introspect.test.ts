import { describe, expect, it } from 'vitest';
import { parseDefault } from './introspect';

describe('parseDefault', () => {
  it('reads the defaults as SQLite and PostgreSQL spell them', () => {
    expect(parseDefault(null)).toBeNull();
    expect(parseDefault('1')).toBe(1);
    expect(parseDefault("'active'")).toBe('active');
    expect(parseDefault("'active'::character varying")).toBe('active');
    expect(parseDefault("'it''s'::text")).toBe("it's");
    expect(parseDefault("'-1'::integer")).toBe(-1);
    expect(parseDefault("'0'::bigint")).toBe(0);
    expect(parseDefault("'10'::character varying")).toBe('10');
  });
});
