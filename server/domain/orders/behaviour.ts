/** Server behaviour of orders and their payments. */
import { order, orderPayment } from '../../../resources/orders';
import { behaviourOf } from '../../resources/behaviour';
import { labelHook, orderPaymentLabel } from '../academics/labels';
import { combineHooks } from '../hooks/combine';

import { orderRules } from './checkout';
import { paymentRules } from './payment-rules';

export const ordersBehaviour = [
  behaviourOf(order, { hooks: orderRules }),
  behaviourOf(orderPayment, {
    // The payment rules set the row's student before its label is made from it.
    hooks: combineHooks(paymentRules, { beforeSave: labelHook(orderPaymentLabel) }),
  }),
];
