/** An export's query: the list's parameters (its page and page size aside) and the format. */
import type { Resource } from '../../../schema';
import { phrase } from '../../i18n/translate';
import { ValidationError, type FieldPhrases } from '../errors';
import { parseListQuery, type ListQuery } from '../list-query';
import { listQuery, type ObjectSchema } from '../route-schemas';
import { EXPORT_FORMATS, type ExportFormat } from './export';

export interface ExportQuery {
  list: ListQuery;
  format: ExportFormat;
}

/** The schema the route declares and OpenAPI lists: the list's, with `format`. */
export function exportQuery(resource: Resource): ObjectSchema {
  const { page: _page, per_page: _perPage, ...properties } = listQuery(resource).properties;
  return {
    type: 'object',
    properties: { ...properties, format: { enum: [...EXPORT_FORMATS], default: 'csv' } },
  };
}

export function parseExportQuery(resource: Resource, query: Record<string, unknown>): ExportQuery {
  const raw = query.format ?? 'csv';
  const format = EXPORT_FORMATS.find((f) => f === raw);
  let list: ListQuery | undefined;
  let errors: FieldPhrases = {};
  try {
    // Paging does not apply: the export holds every row the list selects.
    const { page: _page, per_page: _perPage, ...rest } = query;
    list = parseListQuery(resource, rest);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors = { ...error.phrases };
  }
  if (!format) errors.format = [phrase('lists.exportFormat')];
  if (!list || !format) throw ValidationError.phrased(errors);
  return { list, format };
}
