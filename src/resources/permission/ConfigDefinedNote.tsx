import LockOutlined from '@mui/icons-material/LockOutlined';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';

/** In place of delete: the permission is the config's, and why that keeps it. */
export function ConfigDefinedNote() {
  const translate = useTranslate();
  const kept = translate('app.permissions.config_defined');
  return (
    <Tooltip title={kept}>
      <LockOutlined fontSize="small" color="action" titleAccess={kept} />
    </Tooltip>
  );
}
