import { EditButton, Labeled, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AppShow } from '../../lib/crud';
import { DateValueField } from '../generic/fields/DateValueField';
import { EnumValueField } from '../generic/fields/EnumValueField';
import { fieldLabel } from '../generic/labels';
import { ComplainAnswer } from './ComplainAnswer';
import { complain } from '../../../resources.config';

/**
 * A complaint as its complainant follows it: what they wrote, where it stands, and the answer
 * once staff give one. Editing (answering) is offered only to those who may update.
 */
export function ComplainShow() {
  return (
    <AppShow
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Labeled label={fieldLabel(complain, 'subject')}>
          <TextField source="subject" />
        </Labeled>
        <Labeled label={fieldLabel(complain, 'message')}>
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <Labeled label={fieldLabel(complain, 'status')}>
          <EnumValueField source="status" enumName="complaintStatus" />
        </Labeled>
        <Labeled label="screens.created_at">
          <DateValueField source="created_at" kind="datetime" />
        </Labeled>
        <Labeled label={fieldLabel(complain, 'answer')} fullWidth>
          <ComplainAnswer />
        </Labeled>
      </SimpleShowLayout>
    </AppShow>
  );
}
