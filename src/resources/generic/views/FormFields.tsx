import type { ReactNode } from 'react';
import { placeFields, type PlacedLayout, type Resource } from '../../../../schema';
import { writableFields } from '../../../config';
import { getInputForField } from '../getInputForField';
import { fieldLabel } from '../labels';
import { FieldWarningNote, warningsOn } from './FieldWarningNote';
import { LayoutSections } from './LayoutSections';

/** Which writable fields a form shows; all of them unless an override narrows it. */
export type FieldFilter = (field: string) => boolean;

export type FormMode = 'create' | 'edit';

/** The layout of a form's inputs: the resource's writable fields that `show` keeps. */
export const formLayout = (r: Resource, show: FieldFilter = () => true): PlacedLayout =>
  placeFields(
    r,
    writableFields(r).filter(([source]) => show(source)),
  );

/**
 * The generated input of a field, or the resource's own input for it when it has one, with the
 * config's advice on the field under it.
 */
export const inputFor =
  (r: Resource, mode: FormMode, own: Partial<Record<string, ReactNode>> = {}) =>
  (source: string): ReactNode => {
    const input =
      own[source] ??
      getInputForField({ source, def: r.fields[source]!, label: fieldLabel(r, source), mode });
    if (warningsOn(r, source).length === 0) return input;
    return (
      <>
        {input}
        <FieldWarningNote r={r} source={source} />
      </>
    );
  };

interface FormFieldsProps {
  r: Resource;
  mode: FormMode;
  show?: FieldFilter;
  /** A resource's own inputs for some fields, drawn in those fields' places. */
  inputs?: Partial<Record<string, ReactNode>>;
}

/**
 * A form body of the resource's inputs in its layout's sections, for a resource's own form (one
 * whose fields depend on each other). Such a form is one page, so a tabbed layout's sections
 * follow one another there.
 */
export function FormFields({ r, mode, show, inputs }: FormFieldsProps) {
  const layout = formLayout(r, show);
  const sections =
    layout.kind === 'tabs' ? layout.tabs.flatMap((t) => t.sections) : layout.sections;
  return <LayoutSections r={r} sections={sections} renderField={inputFor(r, mode, inputs)} />;
}
