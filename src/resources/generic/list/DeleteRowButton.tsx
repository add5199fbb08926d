import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import { useState, type MouseEvent } from 'react';
import {
  Confirm,
  useDelete,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { serverMessage, useRefreshAfterWrite } from '../../../providers/data';
import { useAppNotify } from '../../../lib/notify';

interface DeleteRowButtonProps {
  /** The resource's singular name, translated: the `{item}` of the delete texts. */
  item: string;
  /** Go back to the list after deleting (from show/edit screens). */
  redirectToList?: boolean;
}

/**
 * 'Are you sure?' / 'Do you want to delete this {item}?' with Yes; afterwards
 * 'Deleted!' / '{item} has been deleted!', or 'Error!' / 'Error deleting {item}' (or the server's
 * message). Pessimistic, so the row leaves only once the server agreed.
 */
export function DeleteRowButton({ item, redirectToList = false }: DeleteRowButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [deleteOne, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  const notify = useAppNotify();
  const translate = useTranslate();
  const refresh = useRefreshAfterWrite();
  const redirect = useRedirect();
  if (!record || !resource) return null;

  const onConfirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify.success(
            translate('app.notify.deleted', { item }),
            translate('app.notify.deleted_title'),
          );
          if (redirectToList) redirect('list', resource);
          else refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify.error(
            serverMessage(error) ?? translate('app.notify.delete_error', { item }),
            translate('app.notify.delete_error_title'),
          );
        },
      },
    );

  const onOpen = (e: MouseEvent) => {
    e.stopPropagation();
    setOpen(true);
  };

  return (
    <>
      <IconButton
        aria-label={translate('ra.action.delete')}
        color="error"
        size="small"
        onClick={onOpen}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      {/* React bubbles portal clicks through the tree: keep them from opening the row. */}
      <span onClick={(e) => e.stopPropagation()} role="presentation">
        <Confirm
          isOpen={open}
          loading={isPending}
          title="app.notify.confirm_title"
          content="app.notify.confirm_delete"
          confirm="app.notify.yes"
          translateOptions={{ item }}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      </span>
    </>
  );
}
