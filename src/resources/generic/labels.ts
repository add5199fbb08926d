import type { Resource } from '../../../schema';

/** i18n key of a field label: `resources.<name>.fields.<field>` (keyed by API name). */
export const fieldLabel = (r: Resource, field: string): string =>
  `resources.${r.name}.fields.${field}`;

/** i18n key of the resource name; translate with `smart_count` 1 or 2. */
export const resourceNameKey = (r: Resource): string => `resources.${r.name}.name`;

/** Choices of an enum for Select/Autocomplete inputs; react-admin translates each name. */
export const enumChoices = (enumName: string, values: readonly (string | number)[]) =>
  values.map((v) => ({ id: v, name: `enums.${enumName}.${v}` }));
