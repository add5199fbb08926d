/**
 * The Twilio Programmable SMS REST API (and the compatible APIs that copy it): a form POST to
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth. Client errors other than throttling
 * are permanent (an invalid number stays invalid); server errors and timeouts are retried.
 */
import type { SmsProviderSettings } from '../../../config/notification-settings';
import { DeliveryError } from '../queue/delivery-error';
import type { SmsDriver } from './sms-driver';

const TIMEOUT_MS = 10_000;
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

async function providerMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text itself, shortened, says what went wrong.
  }
  return text.slice(0, 200);
}

export function twilioDriver(settings: SmsProviderSettings): SmsDriver {
  const url = `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    transport: 'twilio',
    async send({ to, body }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(
          `SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) {
        const detail = await providerMessage(response);
        const permanent = response.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(response.status);
        throw new DeliveryError(
          `SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`,
          permanent,
        );
      }
      const sent = (await response.json().catch(() => ({}))) as { sid?: unknown };
      return { providerId: typeof sent.sid === 'string' ? sent.sid : null };
    },
  };
}
