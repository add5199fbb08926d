/** Server behaviour of orders and their payments. */
import { order, orderPayment } from '../../../resources/orders';
import { behaviourOf } from '../../resources/behaviour';
import { labelHook, orderPaymentLabel } from '../academics/labels';
import { combineHooks } from '../hooks/combine';
import { attributeOrder } from '../affiliates/attribution';
import { earnCommission } from '../affiliates/commission';

import { orderRules } from './checkout';
import { paymentRules } from './payment-rules';

export const ordersBehaviour = [
  behaviourOf(order, { hooks: combineHooks(orderRules, { beforeSave: attributeOrder }) }),
  behaviourOf(orderPayment, {
    // The payment rules set the row's student before its label is made from it.
    // Commission is earned once the row is stored: its entry names the payment row.
    hooks: combineHooks(paymentRules, {
      beforeSave: labelHook(orderPaymentLabel),
      afterSave: earnCommission,
    }),
  }),
];
