/**
 * The query of a public list: `page`, `per_page` (up to the read's maximum) and
 * `filter[field]=value` (or `filter[field][]=a&filter[field][]=b`) on the declared filters.
 * Anything else is 422, so a cache never holds copies of an answer under meaningless keys.
 */
import type { PublicRead } from '../../schema/public-api';
import type { Translator } from '../i18n/translate';
import { ValidationError, type FieldErrors } from '../resources/errors';
import { storedFilterValue } from '../resources/filter-value';
import { MAX_PAGE, wholeNumber } from '../resources/input-bounds';
import { resourceOf } from './served-rows';

export interface PublicListParams {
  page: number;
  perPage: number;
  filters: Record<string, unknown[]>;
}

export function parsePublicListQuery(
  read: PublicRead,
  query: Record<string, unknown>,
  tr: Translator,
): PublicListParams {
  const errors: FieldErrors = {};
  const resource = resourceOf(read.resource);
  const { perPage: fallback, maxPerPage } = read.paging;
  const page = query.page === undefined ? 1 : wholeNumber(query.page, 1, MAX_PAGE);
  if (page === undefined) errors.page = [tr.t('publicApi.page', { max: MAX_PAGE })];
  const perPage =
    query.per_page === undefined ? fallback : wholeNumber(query.per_page, 1, maxPerPage);
  if (perPage === undefined) errors.per_page = [tr.t('publicApi.perPage', { max: maxPerPage })];
  const filters: Record<string, unknown[]> = {};
  const given = query.filter ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    errors.filter = [tr.t('publicApi.filterShape')];
  } else {
    for (const [name, raw] of Object.entries(given)) {
      const field = resource.fields[name];
      if (!field || !read.filters.includes(name)) {
        errors[`filter.${name}`] = [
          tr.t('publicApi.filterNotAllowed', { name: name.slice(0, 50) }),
        ];
        continue;
      }
      const list = (Array.isArray(raw) ? raw : [raw]).map((v) => storedFilterValue(field, v));
      if (list.length === 0 || list.some((v) => v === null))
        errors[`filter.${name}`] = [tr.t('publicApi.filterInvalid', { name })];
      else filters[name] = list;
    }
  }
  for (const name of Object.keys(query))
    if (!['page', 'per_page', 'filter'].includes(name))
      errors[name] = [tr.t('publicApi.parameterNotAllowed', { name: name.slice(0, 50) })];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { page: page as number, perPage: perPage as number, filters };
}
