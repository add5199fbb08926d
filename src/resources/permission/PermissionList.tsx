import {
  BulkDeleteButton,
  DataTable,
  ExportButton,
  SearchInput,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { enums } from '../../../schema';
import { getResource } from '../../config';
import { EnumValueField } from '../generic/fields/EnumValueField';
import { GenericList } from '../generic';
import { enumChoices, fieldLabel } from '../generic/labels';
import { useRowLink } from '../generic/list/useRowLink';
import { isDeletablePermission } from './deletable';
import { PermissionRowActions } from './PermissionRowActions';
import { PermissionSubjectField } from './PermissionSubjectField';
import { subjectChoices } from './subjectChoices';

const permission = getResource('permission');

const actionName = <EnumValueField source="action" enumName="permissionAction" />;

/**
 * /rolePermission/basic: each permission by its subject's and action's names in the user's
 * language; the search box still matches the stored subject. Only the rows the config no longer
 * defines can be chosen for bulk delete or deleted one by one.
 */
export function PermissionList() {
  const translate = useTranslate();
  const rowLink = useRowLink(permission);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('screens.search')} />,
    <SelectInput
      key="action"
      source="action"
      label={fieldLabel(permission, 'action')}
      choices={enumChoices('permissionAction', enums.permissionAction)}
    />,
    <SelectInput
      key="subject"
      source="subject"
      label={fieldLabel(permission, 'subject')}
      choices={subjectChoices(translate)}
      translateChoice={false}
    />,
  ];
  const table = (
    <DataTable
      rowClick={rowLink}
      isRowSelectable={isDeletablePermission}
      bulkActionButtons={
        <>
          <ExportButton />
          <BulkDeleteButton mutationMode="pessimistic" />
        </>
      }
    >
      <DataTable.Col source="subject" label={fieldLabel(permission, 'subject')}>
        <PermissionSubjectField />
      </DataTable.Col>
      <DataTable.Col source="action" label={fieldLabel(permission, 'action')}>
        {actionName}
      </DataTable.Col>
      <DataTable.Col label={translate('screens.actions')} disableSort>
        <PermissionRowActions />
      </DataTable.Col>
    </DataTable>
  );
  const cards = (
    <SimpleList
      primaryText={<PermissionSubjectField />}
      secondaryText={actionName}
      rowClick={rowLink}
    />
  );
  return <GenericList r={permission} filters={filters} views={{ table, cards }} />;
}
