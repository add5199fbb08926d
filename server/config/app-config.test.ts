import { describe, expect, it } from 'vitest';
import { appConfigProblems } from './app-config';

describe('the real config', () => {
  it('has no menu place, route, icon, label or default-access problem', () => {
    expect(appConfigProblems()).toEqual([]);
  });
});
