import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component fetched on first render from a module's named export (React.lazy wants a default
 * export). Show it inside `<OnDemand>` so the loading screen covers the download.
 */
export const lazyNamed = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> =>
  lazy(() => load().then((module) => ({ default: module[name] })));
