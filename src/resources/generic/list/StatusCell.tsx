import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useState, type MouseEvent } from 'react';
import { Confirm, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { serverMessage, useAppDataProvider, useRefreshAfterWrite } from '../../../providers/data';
import { useAppNotify } from '../../../lib/notify';

interface StatusCellProps {
  source: string;
  enumName: string;
  values: readonly (string | number)[];
}

/**
 * The status menu; picking a value asks 'Do you want to change status' first, then calls
 * `PUT {resource}/status/change/{id}/{value}` and shows the new value after success.
 */
export function StatusCell({ source, enumName, values }: StatusCellProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useAppDataProvider();
  const refresh = useRefreshAfterWrite();
  const notify = useAppNotify();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<string | number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;
  const current = record[source] as string | number | null | undefined;
  const labelOf = (v: string | number) => translate(`enums.${enumName}.${v}`, { _: String(v) });

  const open = (e: MouseEvent<HTMLElement>) => {
    e.stopPropagation();
    setAnchor(e.currentTarget);
  };
  const choose = (value: string | number) => {
    setAnchor(null);
    if (value !== current) setPending(value);
  };
  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      const result = await dataProvider.changeStatus(resource, record.id, pending);
      notify.success(result.message || translate('app.notify.done'));
      refresh();
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDown />}
        onClick={open}
        aria-haspopup="menu"
        aria-label={translate('screens.change_status')}
      >
        {current === null || current === undefined ? '' : labelOf(current)}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        {values.map((v) => (
          <MenuItem key={v} selected={v === current} onClick={() => choose(v)}>
            {labelOf(v)}
          </MenuItem>
        ))}
      </Menu>
      {/* React bubbles portal clicks through the tree: keep them from opening the row. */}
      <span onClick={(e) => e.stopPropagation()} role="presentation">
        <Confirm
          isOpen={pending !== null}
          loading={busy}
          title="app.notify.confirm_title"
          content="app.notify.status_confirm"
          confirm="app.notify.yes"
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      </span>
    </>
  );
}
