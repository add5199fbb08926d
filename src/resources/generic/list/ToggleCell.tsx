import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { serverMessage, useAppDataProvider, useRefreshAfterWrite } from '../../../providers/data';
import { useAppNotify } from '../../../lib/notify';

interface ToggleCellProps {
  source: string;
  /** i18n key of the field label. */
  label: string;
}

/** Flips the toggle field through `PUT {resource}/toggle/{id}`, shown after success. */
export function ToggleCell({ source, label }: ToggleCellProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useAppDataProvider();
  const refresh = useRefreshAfterWrite();
  const notify = useAppNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;

  const onChange = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.toggle(resource, record.id);
      notify.success(result.message || translate('app.notify.done'));
      refresh();
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      checked={record[source] === true || record[source] === 1}
      disabled={busy}
      onChange={onChange}
      onClick={(e) => e.stopPropagation()}
      size="small"
      slotProps={{
        input: { 'aria-label': translate('screens.toggle', { field: translate(label) }) },
      }}
    />
  );
}
