import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config';
import { icons } from './icons';
import { pageEntries } from '../../../schema/menu-pages';

describe('menu icons', () => {
  it('has every icon that resources.config.ts and the page list name', () => {
    const named = [
      ...resources.flatMap((r) => (r.menu ? [r.menu.icon] : [])),
      ...pageEntries.map((p) => p.icon),
    ];
    expect(named.filter((name) => !(name in icons))).toEqual([]);
  });
});
