/** Server behaviour of notification campaigns and of the public site's tutoring requests. */
import { emailNotification, pushNotification, smsNotification } from '../../../resources/campaigns';
import { tutoringRequest } from '../../../resources/requests';
import { behaviourOf } from '../../resources/behaviour';
import { campaignHooks } from './campaigns/campaign-hooks';
import { announceTutoringRequest } from './public-form-notices';

export const notificationsBehaviour = [
  behaviourOf(emailNotification, { hooks: campaignHooks('email') }),
  behaviourOf(pushNotification, { hooks: campaignHooks('push') }),
  behaviourOf(smsNotification, { hooks: campaignHooks('sms') }),
  behaviourOf(tutoringRequest, { hooks: { afterCreate: announceTutoringRequest } }),
];
