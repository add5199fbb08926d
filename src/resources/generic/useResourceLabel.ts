import { useTranslate } from 'react-admin';
import type { Resource } from '../../../schema';
import { resourceNameKey } from './labels';

/** The singular name of a resource in the current language, e.g. for "{item} has been deleted!". */
export function useResourceLabel(r: Resource): string {
  const translate = useTranslate();
  return translate(resourceNameKey(r), { smart_count: 1 });
}
