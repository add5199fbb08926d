/** Server behaviour of the centre's outflows. */
import { expense, withdraw } from '../../../resources/finance';
import { behaviourOf } from '../../resources/behaviour';
import { outflowHooks } from './outflow-hooks';

export const financeBehaviour = [
  behaviourOf(withdraw, { hooks: outflowHooks('withdraw') }),
  behaviourOf(expense, { hooks: outflowHooks('expense') }),
];
