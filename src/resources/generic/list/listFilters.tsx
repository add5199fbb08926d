import type { ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { Resource } from '../../../../schema';
import { enums } from '../../../../schema';
import { keyOfName } from '../../../config';
import { TitledAutocompleteInput } from '../inputs/TitledAutocompleteInput';
import { enumChoices, fieldLabel } from '../labels';
import { referenceFilter, referenceSort } from '../referenceFilter';

/**
 * The search box, one filter per `filterable` field and computed list column, and the date range
 * and the range of days made when declared.
 */
export function listFilters(r: Resource, translate: (key: string) => string): ReactElement[] {
  const filters: ReactElement[] = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('screens.search')} />,
  ];
  for (const [source, def] of Object.entries(r.fields)) {
    if (!def.filterable) continue;
    const label = fieldLabel(r, source);
    switch (def.type) {
      case 'boolean':
        filters.push(<NullableBooleanInput key={source} source={source} label={label} />);
        break;
      case 'choice':
        filters.push(
          <SelectInput
            key={source}
            source={source}
            label={label}
            choices={enumChoices(def.enum, enums[def.enum])}
          />,
        );
        break;
      case 'reference':
        filters.push(
          <ReferenceInput
            key={source}
            source={source}
            reference={keyOfName(def.resource)}
            filter={referenceFilter(def)}
            sort={referenceSort(def)}
          >
            <TitledAutocompleteInput reference={def.resource} label={label} />
          </ReferenceInput>,
        );
        break;
      default:
        filters.push(<TextInput key={source} source={source} label={label} />);
    }
  }
  // A computed column the server can filter by (students by course): one of the referenced rows.
  for (const [source, column] of Object.entries(r.list.computed)) {
    if (column.type !== 'references' || !column.filterable) continue;
    filters.push(
      <ReferenceInput key={source} source={source} reference={keyOfName(column.resource)}>
        <TitledAutocompleteInput reference={column.resource} label={fieldLabel(r, source)} />
      </ReferenceInput>,
    );
  }
  if (r.dateRangeField) {
    filters.push(
      <DateInput key="start_date" source="start_date" label="screens.date_from" alwaysOn />,
    );
    filters.push(<DateInput key="end_date" source="end_date" label="screens.date_to" alwaysOn />);
  }
  // Offered, not always on: the list shows them once a link (a dashboard card) sets them.
  if (r.list.createdRange) {
    filters.push(
      <DateInput key="created_from" source="created_from" label="screens.created_from" />,
      <DateInput key="created_to" source="created_to" label="screens.created_to" />,
    );
  }
  return filters;
}
