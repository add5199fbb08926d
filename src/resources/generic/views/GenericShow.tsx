import type { ReactNode } from 'react';
import { EditButton, Labeled, SimpleShowLayout, TopToolbar, useTranslate } from 'react-admin';
import { AppShow } from '../../../lib/crud';
import type { Resource } from '../../../../schema';
import { DateValueField } from '../fields/DateValueField';
import { getFieldForField } from '../getFieldForField';
import { fieldLabel } from '../labels';

function ShowActions({ r, children }: { r: Resource; children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      {r.operations.includes('update') && <EditButton />}
    </TopToolbar>
  );
}

/**
 * The show screen of any configured resource: every displayable field, then the timestamps.
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
  return (
    <AppShow actions={<ShowActions r={r}>{actions}</ShowActions>}>
      <SimpleShowLayout>
        {Object.entries(r.fields).map(([source, def]) => {
          const label = fieldLabel(r, source);
          const field = getFieldForField({ source, def, label: translate(label) });
          return field ? (
            <Labeled key={source} label={label}>
              {field}
            </Labeled>
          ) : null;
        })}
        <Labeled label="screens.created_at">
          <DateValueField source="created_at" kind="datetime" />
        </Labeled>
        <Labeled label="screens.updated_at">
          <DateValueField source="updated_at" kind="datetime" />
        </Labeled>
      </SimpleShowLayout>
      {below}
    </AppShow>
  );
}
