import type { ReactNode } from 'react';
import {
  EditButton,
  Labeled,
  SimpleShowLayout,
  TabbedShowLayout,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { AppShow } from '../../../lib/crud';
import { placeFields, type Resource } from '../../../../schema';
import { DateValueField } from '../fields/DateValueField';
import { getFieldForField } from '../getFieldForField';
import { fieldLabel } from '../labels';
import { LayoutSections } from './LayoutSections';
import { RecordHeading } from './RecordHeading';
import { composedTitleField } from '../titleSource';

function ShowActions({ r, children }: { r: Resource; children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      {r.operations.includes('update') && <EditButton />}
    </TopToolbar>
  );
}

/**
 * The show screen of any configured resource: every displayable field, then the timestamps. A
 * resource with a declared form layout shows its fields in the same sections and tabs (its
 * read-only fields the layout leaves out under "More details"), the timestamps on the first tab.
 * `actions` are a resource's own buttons, shown in the top toolbar beside the edit button;
 * `below` is a resource's own section under the fields (a homework's submissions).
 */
export function GenericShow({
  r,
  actions,
  below,
}: {
  r: Resource;
  actions?: ReactNode;
  below?: ReactNode;
}) {
  const translate = useTranslate();
  const shown = Object.entries(r.fields).flatMap(([source, def]) => {
    const label = fieldLabel(r, source);
    const field =
      composedTitleField(r, source) ?? getFieldForField({ source, def, label: translate(label) });
    return field ? [{ source, def, label, field }] : [];
  });
  const labelled = (source: string) => {
    const found = shown.find((f) => f.source === source);
    return found && <Labeled label={found.label}>{found.field}</Labeled>;
  };
  const timestamps = [
    <Labeled key="created_at" label="screens.created_at">
      <DateValueField source="created_at" kind="datetime" />
    </Labeled>,
    <Labeled key="updated_at" label="screens.updated_at">
      <DateValueField source="updated_at" kind="datetime" />
    </Labeled>,
  ];
  const heading = <RecordHeading r={r} page="show" />;
  if (!r.form)
    return (
      <AppShow title={heading} actions={<ShowActions r={r}>{actions}</ShowActions>}>
        <SimpleShowLayout>
          {shown.map(({ source, label, field }) => (
            <Labeled key={source} label={label}>
              {field}
            </Labeled>
          ))}
          {timestamps}
        </SimpleShowLayout>
        {below}
      </AppShow>
    );
  const layout = placeFields(
    r,
    shown.map(({ source, def }) => [source, def] as const),
  );
  return (
    <AppShow title={heading} actions={<ShowActions r={r}>{actions}</ShowActions>}>
      {layout.kind === 'sections' ? (
        <SimpleShowLayout>
          <LayoutSections r={r} sections={layout.sections} renderField={labelled} />
          {timestamps}
        </SimpleShowLayout>
      ) : (
        <TabbedShowLayout>
          {layout.tabs.map((tab, index) => (
            <TabbedShowLayout.Tab key={tab.title} label={tab.title}>
              <LayoutSections r={r} sections={tab.sections} renderField={labelled} />
              {index === 0 && timestamps}
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
      )}
      {below}
    </AppShow>
  );
}
