/**
 * Reference data named in the reader's language (docs/CONFIG.md, "Reference data in both
 * languages"): a resource's `titleIn` names the column holding a language's name; where a row has
 * none (it predates the column, or the centre left it empty) the title names it, as in English.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Resource } from '../../schema';
import type { Language } from '../i18n/translate';

/**
 * The name of the row of `resource` joined as `alias`, in `language`, as a select expression
 * (alias it with `.as(...)`). A left join without a row gives null.
 */
export function nameIn(
  resource: Resource,
  alias: string,
  language: Language | undefined,
): RawBuilder<string | null> {
  const title = sql.ref(`${alias}.${resource.title}`);
  const own = language === undefined ? undefined : resource.titleIn[language];
  if (own === undefined) return sql<string | null>`${title}`;
  return sql<string | null>`coalesce(nullif(${sql.ref(`${alias}.${own}`)}, ''), ${title})`;
}
