import { TextInput, maxLength, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SMS_MAX_CHARACTERS, SMS_MAX_SEGMENTS, smsSize } from '../../../schema';

const withinSegments = (value: unknown) =>
  typeof value === 'string' && smsSize(value).segments > SMS_MAX_SEGMENTS
    ? { message: 'app.campaigns.sms_too_long', args: { max: SMS_MAX_SEGMENTS } }
    : undefined;

/** The text of an SMS campaign, with what it costs: characters, encoding and message parts. */
export function SmsMessageInput() {
  const translate = useTranslate();
  const text = (useWatch({ name: 'message' }) as string | undefined) ?? '';
  const size = smsSize(text);
  const counter = translate('app.campaigns.sms_counter', {
    characters: size.characters,
    limit: SMS_MAX_CHARACTERS,
    smart_count: size.segments,
    max: SMS_MAX_SEGMENTS,
  });
  return (
    <TextInput
      source="message"
      label="resources.sms-notification.fields.message"
      multiline
      minRows={4}
      fullWidth
      validate={[required(), maxLength(SMS_MAX_CHARACTERS), withinSegments]}
      helperText={
        size.encoding === 'unicode'
          ? `${counter} · ${translate('app.campaigns.sms_unicode')}`
          : counter
      }
    />
  );
}
