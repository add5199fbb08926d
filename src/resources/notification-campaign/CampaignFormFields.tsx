import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { getResource } from '../../config';
import { FormFields } from '../generic/views/FormFields';
import { LAYOUT_MAX_WIDTH } from '../generic/views/LayoutSections';
import { SmsMessageInput } from './SmsMessageInput';

/** Which audience field names the recipients of each kind of audience. */
const AUDIENCE_FIELD: Record<string, string> = {
  type: 'user_type',
  course: 'course_id',
  users: 'users',
};
const AUDIENCE_FIELDS = Object.values(AUDIENCE_FIELD);

/**
 * A campaign's inputs: its message (an SMS text with its cost counter), who it goes to with only
 * the field that kind of audience needs, and when to send it (empty: now).
 */
export function CampaignFormFields({
  resource,
  mode,
}: {
  resource: string;
  mode: 'create' | 'edit';
}) {
  const r = getResource(resource);
  const audience = useWatch({ name: 'audience' }) as string | undefined;
  const sms = resource === 'sms-notification';
  const show = (field: string) => {
    if (sms && field === 'message') return false;
    if (AUDIENCE_FIELDS.includes(field)) return AUDIENCE_FIELD[audience ?? ''] === field;
    return true;
  };
  return (
    <>
      {sms && (
        <Box sx={{ width: '100%', maxWidth: LAYOUT_MAX_WIDTH }}>
          <SmsMessageInput />
        </Box>
      )}
      <FormFields r={r} mode={mode} show={show} />
    </>
  );
}
