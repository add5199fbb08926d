/**
 * Rules of the public site's home-page content, pages and widgets that field definitions cannot
 * say: what a slide of each media type needs, embeds only from the allowed hosts, promotion
 * dates in order, and what each widget type shows. Links are link fields, checked by the engine.
 */
import { allowedEmbedHost, EMBED_HOSTS, WidgetType } from '../../../schema';
import type { Row } from '../../db/types';
import { translatorFor } from '../../i18n/translate';
import type { FieldErrors } from '../../resources/errors';
import type { promotion, slider, widget } from '../../../resources/site';
import type { Check } from '../../resources/hooks';

const missing = (value: unknown) => value === null || value === undefined || value === '';
const merged = (change: { values: Row; current: Row | undefined }): Row => ({
  ...change.current,
  ...change.values,
});

export const checkSlider: Check<typeof slider> = async (ctx, _db, change) => {
  const tr = translatorFor(ctx.language ?? 'en');
  const row = merged(change);
  const errors: FieldErrors = {};
  if (row.media_type === 'image' && missing(row.image)) errors.image = [tr.t('site.slideImage')];
  if (row.media_type === 'video' && missing(row.video_url))
    errors.video_url = [tr.t('site.slideVideo')];
  if (row.media_type === 'embed') {
    if (missing(row.embed_url)) errors.embed_url = [tr.t('site.slideEmbed')];
    else if (!allowedEmbedHost(String(row.embed_url)))
      errors.embed_url = [tr.t('site.slideEmbedHost', { hosts: EMBED_HOSTS.join(', ') })];
  }
  return errors;
};

export const checkPromotion: Check<typeof promotion> = async (ctx, _db, change) => {
  const row = merged(change);
  const errors: FieldErrors = {};
  if (
    !missing(row.starts_on) &&
    !missing(row.ends_on) &&
    String(row.ends_on) < String(row.starts_on)
  )
    errors.ends_on = [translatorFor(ctx.language ?? 'en').t('site.endsBeforeStart')];
  return errors;
};

export const checkWidget: Check<typeof widget> = async (ctx, _db, change): Promise<FieldErrors> => {
  const tr = translatorFor(ctx.language ?? 'en');
  const row = merged(change);
  if (Number(row.type) === WidgetType.Text)
    return missing(row.body) ? { body: [tr.t('site.widgetText')] } : {};
  return missing(row.menu_id) ? { menu_id: [tr.t('site.widgetMenu')] } : {};
};
