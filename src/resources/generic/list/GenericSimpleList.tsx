import type { ReactNode } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';
import type { Resource } from '../../../../schema';
import { listColumns } from './columns';
import { ListCell } from './ListCell';
import { useRowLink } from './useRowLink';

/** A phone row's target: edit or show, or a resource's own page for the record. */
export type RecordLink = (record: RaRecord) => string;

/**
 * The phone layout (down to 375 px): one card per row, the title first, the next column
 * beneath, and the toggle or status control at the side.
 */
export function GenericSimpleList({
  r,
  rowLink,
  secondary: secondaryText,
}: {
  r: Resource;
  rowLink?: RecordLink;
  /** Replaces the next column's value under the title. */
  secondary?: ReactNode;
}) {
  // Cards have no column chooser: they read the columns shown by default only.
  const columns = listColumns(r).filter((c) => !c.optional);
  const secondary = columns.find((c) => c.source !== r.title && c.kind === 'value');
  const control = columns.find((c) => c.kind !== 'value');
  const defaultLink = useRowLink(r);
  return (
    <SimpleList
      primaryText={(record: RaRecord) => String(record[r.title] ?? '')}
      secondaryText={
        secondaryText ?? (secondary ? <ListCell r={r} column={secondary} /> : undefined)
      }
      tertiaryText={control ? <ListCell r={r} column={control} /> : undefined}
      rowClick={rowLink ? (_id, _resource, record) => rowLink(record) : defaultLink}
    />
  );
}
