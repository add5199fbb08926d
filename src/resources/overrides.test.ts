import { describe, expect, it } from 'vitest';
import { overrideModules } from './overrides';

// `<Resource>` learns a resource's screens from the list in overrides.ts before its module is
// fetched, so the list must name exactly the screens the module replaces.
describe('screen overrides', () => {
  it.each([...overrideModules].map(([resource, module]) => [resource.name, module] as const))(
    '%s lists exactly the screens its module replaces',
    async (_name, module) => {
      const screens = Object.entries(await module.load())
        .filter(([, screen]) => screen !== undefined)
        .map(([name]) => name);
      expect(screens.sort()).toEqual([...module.screens].sort());
    },
  );
});
