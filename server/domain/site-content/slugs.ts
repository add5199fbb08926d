/**
 * Slugs of the public site's pages, categories and posts: the address part a website links by. Left
 * empty, a slug is made from the record's name or title (letters of any script kept, so Bangla
 * titles keep readable addresses), with -2, -3… added until it is free among the resource's rows.
 * An edited slug must already be in slug form; its uniqueness is the field's `unique` check.
 */
import type { Resource } from '../../../schema';
import type { Executor } from '../../db/types';
import { openTables } from '../../db/types';
import { translatorFor } from '../../i18n/translate';
import type { ResourceHooks } from '../../resources/hooks';

/** What the slug hooks read and write: the slug and the field it is made from. */
type Slugged<S extends string> = { id: number; slug: string | null } & {
  [K in S]: string | null;
};

const MAX_LENGTH = 190;
const SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;

export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH - 8)
    .replace(/-+$/, '');
}

export const isSlug = (value: string): boolean => SLUG.test(value);

async function slugTaken(
  db: Executor,
  resource: Resource,
  slug: string,
  exceptId: number | undefined,
): Promise<boolean> {
  let query = openTables(db).selectFrom(resource.table).select('id').where('slug', '=', slug);
  for (const [column, value] of Object.entries(resource.rows ?? {}))
    query = query.where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The first of `base`, `base-2`, `base-3`… that no other row of the resource holds. */
export async function freeSlug(
  db: Executor,
  resource: Resource,
  base: string,
  exceptId?: number,
): Promise<string> {
  const root = base === '' ? resource.name.replace(/-.*/, '') : base;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await slugTaken(db, resource, candidate, exceptId))) return candidate;
  }
}

/**
 * Hooks of a resource with a `slug` field made from its `source` field; a resource lacking either
 * cannot take them.
 */
export function slugHooks<S extends string>(
  resource: () => Resource,
  source: S,
): ResourceHooks<Slugged<S>> {
  return {
    check(ctx, _db, { values }) {
      const slug = values.slug;
      if (typeof slug === 'string' && !isSlug(slug))
        return Promise.resolve({ slug: [translatorFor(ctx.language ?? 'en').t('site.slug')] });
      return Promise.resolve({});
    },
    async beforeSave(tx, _ctx, { values, current }) {
      const cleared = 'slug' in values && (values.slug === null || values.slug === '');
      if (current && !cleared) return;
      if (!current && typeof values.slug === 'string' && values.slug !== '') return;
      const text = String(values[source] ?? current?.[source] ?? '');
      values.slug = await freeSlug(tx, resource(), slugify(text), current?.id);
    },
  };
}
