import { describe, expect, it } from 'vitest';
import { readPostgresSettings } from './postgres-settings';

describe('readPostgresSettings', () => {
  it('prepares statements unless DATABASE_PREPARED_STATEMENTS is false', () => {
    expect(readPostgresSettings({})).toEqual({ preparedStatements: true });
    expect(readPostgresSettings({ DATABASE_PREPARED_STATEMENTS: '' })).toEqual({
      preparedStatements: true,
    });
    expect(readPostgresSettings({ DATABASE_PREPARED_STATEMENTS: 'true' })).toEqual({
      preparedStatements: true,
    });
    expect(readPostgresSettings({ DATABASE_PREPARED_STATEMENTS: 'false' })).toEqual({
      preparedStatements: false,
    });
  });

  it('refuses any other value rather than guessing', () => {
    expect(() => readPostgresSettings({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      'DATABASE_PREPARED_STATEMENTS must be true or false',
    );
  });
});
