import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../../schema';
import { Slotted, SLOT } from '../../../lib/Verbatim';
import { TitlePartsText, titlePartsIn } from '../titleSource';
import { useResourceLabel } from '../useResourceLabel';

/**
 * The page heading of a record's show or edit screen, worded as react-admin words its default
 * (`resources.<name>.page.<page>`, else `ra.page.<page>`), but naming the record in the reader's
 * language: react-admin puts the record's representation in only when it is a string, so a
 * server-composed title would read as stored (English day, 24-hour time) and a name given in each
 * language (an element, see ../generated.tsx) not at all (docs/CONFIG.md "Composed titles").
 */
export function RecordHeading({ r, page }: { r: Resource; page: 'show' | 'edit' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const name = useResourceLabel(r);
  const options = { id: record?.id, record, recordRepresentation: SLOT };
  const worded = translate(`resources.${r.name}.page.${page}`, {
    ...options,
    _: translate(`ra.page.${page}`, { ...options, name }),
  });
  // While the record loads, react-admin's heading has an empty name: so has this one.
  const parts = record ? titlePartsIn(r, record, locale) : { quoted: '', value: '', typed: false };
  return (
    <span>
      <Slotted text={worded}>
        <TitlePartsText {...parts} />
      </Slotted>
    </span>
  );
}
