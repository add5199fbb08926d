/** Server behaviour of the public site's pages and blocks. */
import { page, promotion, slider, widget } from '../../../resources/site';
import { behaviourOf } from '../../resources/behaviour';
import { slugHooks } from '../site-content/slugs';
import { checkPromotion, checkSlider, checkWidget } from './content-rules';

export const siteBehaviour = [
  behaviourOf(slider, { hooks: { check: checkSlider } }),
  behaviourOf(promotion, { hooks: { check: checkPromotion } }),
  behaviourOf(page, { hooks: slugHooks(() => page, 'title') }),
  behaviourOf(widget, { hooks: { check: checkWidget } }),
];
