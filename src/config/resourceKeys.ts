import { resources } from '../../resources.config';
import type { Resource } from '../../schema';

/**
 * react-admin builds every URL as `/{resource}/…` from the `<Resource name>` (useCreatePath has
 * no path option), and the SPA routes do not end in the API name (`/accounts/banks` serves
 * `bank`). So a resource with a route is registered under its route (`accounts/banks`): links,
 * redirects and reference links land on those routes. The data, auth and i18n providers translate
 * that key back to the config entry; a resource without a route keeps its API name.
 */
export function resourceKey(r: Resource): string {
  return r.route ? r.route.replace(/^\/+/, '') : r.name;
}

const byKey = new Map<string, Resource>();
for (const r of resources) {
  byKey.set(resourceKey(r), r);
  byKey.set(r.name, r);
}

/** The config entry for a react-admin resource key or an API name; undefined for page subjects. */
export function findResource(keyOrName: string): Resource | undefined {
  return byKey.get(keyOrName);
}

/** Like findResource, for callers that only ever receive configured resources. */
export function getResource(keyOrName: string): Resource {
  const r = byKey.get(keyOrName);
  if (!r) throw new Error(`Unknown resource "${keyOrName}"`);
  return r;
}

/** The react-admin key of the resource an API name (e.g. a reference target) points at. */
export function keyOfName(name: string): string {
  return resourceKey(getResource(name));
}
