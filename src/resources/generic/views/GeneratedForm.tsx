import CardContent from '@mui/material/CardContent';
import type { ReactElement, ReactNode } from 'react';
import { SimpleForm, TabbedForm, type SimpleFormProps, type ValidateForm } from 'react-admin';
import type { Resource } from '../../../../schema';
import { UnsavedChangesWarning } from '../../../lib/unsaved';
import { formLayout, inputFor, type FieldFilter, type FormMode } from './FormFields';
import { LayoutSections } from './LayoutSections';
import { ReferenceDefaults } from './ReferenceDefaults';
import { useListableReferences } from './useListableReferences';

interface GeneratedFormProps {
  r: Resource;
  mode: FormMode;
  /** The fields to offer; every writable field by default. */
  show?: FieldFilter | undefined;
  /** A resource's own form body instead of the generated one (fields that depend on others). */
  children?: ReactNode;
  defaultValues?: SimpleFormProps['defaultValues'];
  /** Rules across fields, checked in the browser before the server checks them again. */
  validate?: ValidateForm | undefined;
  toolbar?: ReactElement;
}

/** The tabs' panels, with the unsaved-changes guard that watches the whole form. */
function GuardedTabPanels({ children }: { children?: ReactNode }) {
  return (
    <CardContent>
      <UnsavedChangesWarning />
      {children}
    </CardContent>
  );
}

/**
 * A create or edit form in the resource's layout: one page of sections, or tabs of sections.
 * Every tab stays mounted, so a required field on a tab not in view still stops the save and
 * marks its tab. Switching tabs does not change the address, so it is not leaving the form.
 */
export function GeneratedForm({ r, mode, show, children, ...form }: GeneratedFormProps) {
  const listable = useListableReferences(r);
  // A moment at most: the abilities are the signed-in user's, kept in the browser.
  if (!listable) return null;
  const layout = formLayout(r, (field) => listable(field) && (show?.(field) ?? true));
  const renderField = inputFor(r, mode);
  if (children !== undefined || layout.kind === 'sections')
    return (
      <SimpleForm {...form}>
        <UnsavedChangesWarning />
        <ReferenceDefaults r={r} />
        {children ??
          (layout.kind === 'sections' && (
            <LayoutSections r={r} sections={layout.sections} renderField={renderField} />
          ))}
      </SimpleForm>
    );
  return (
    <TabbedForm {...form} syncWithLocation={false} component={GuardedTabPanels}>
      {layout.tabs.map((tab, index) => (
        <TabbedForm.Tab key={tab.title} label={tab.title}>
          {/* Every tab stays mounted, so the first one watches the whole form. */}
          {index === 0 && <ReferenceDefaults r={r} />}
          <LayoutSections r={r} sections={tab.sections} renderField={renderField} />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}
