import { findResource } from '../../config';

/**
 * react-admin asks for `resources.<resource key>.…`, and resources are registered under their
 * route (`accounts/banks`, see config/resourceKeys); the messages are keyed by the API name
 * (`resources.bank.…`), so one set of labels serves both. Other keys pass unchanged.
 */
export function aliasKey(key: string): string {
  if (!key.startsWith('resources.')) return key;
  const rest = key.slice('resources.'.length);
  // Longest first: a route key contains slashes, never dots, so the next dot ends it.
  const dot = rest.indexOf('.');
  const resourceKey = dot === -1 ? rest : rest.slice(0, dot);
  const r = findResource(resourceKey);
  if (!r || r.name === resourceKey) return key;
  return `resources.${r.name}${dot === -1 ? '' : rest.slice(dot)}`;
}
