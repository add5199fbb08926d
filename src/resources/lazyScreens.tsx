import { isValidElement, lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { OnDemand } from '../routing';

export type ScreenName = 'list' | 'create' | 'edit' | 'show';
export type Screens = Partial<Pick<ResourceProps, ScreenName>>;

/** A resource's replacement screens, from a module fetched on first use, and which it has. */
export interface LazyOverrides {
  load: () => Promise<Screens>;
  /** Listed here because `<Resource>` must know its screens before the module arrives. */
  screens: readonly ScreenName[];
}

/**
 * Each listed screen as an element that fetches the overrides' module when first shown, with the
 * loading screen meanwhile: a resource's screens weigh on no one's first download.
 */
export function lazyScreens({ load, screens }: LazyOverrides): Screens {
  return Object.fromEntries(
    screens.map((name) => {
      const Screen = lazy(async (): Promise<{ default: ComponentType }> => {
        const screen = (await load())[name];
        if (!screen) throw new Error(`These overrides have no ${name} screen`);
        return { default: isValidElement(screen) ? () => screen : screen };
      });
      return [
        name,
        <OnDemand key={name}>
          <Screen />
        </OnDemand>,
      ];
    }),
  );
}
