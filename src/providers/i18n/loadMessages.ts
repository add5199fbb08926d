import type { TranslationMessages } from 'react-admin';
import type { AppLocale } from '../../lib/locale';

type Tree = Record<string, unknown>;

/**
 * One chunk per language, and only the page's language is downloaded. A page shows one language
 * for its whole life (a language change is a page load: the `/bn` prefix), so the other
 * tree would be dead weight: Bangla alone is ~130 KB minified, most of the entry chunk when both
 * were bundled. English is not kept as a fallback: both trees have the same keys
 * (messages.test.ts), so a Bangla page never needs it.
 *
 * When: main.tsx awaits this before the first render (ra-i18n-polyglot wants the initial
 * locale's messages synchronously), so no untranslated key ever shows; index.html has already
 * started the download alongside the app's own scripts (scripts/localeChunks.ts), so the wait
 * is usually nil. Import paths must stay literal for the bundler to make the chunks.
 */
const loaders: Record<AppLocale, () => Promise<Tree>> = {
  en: () => import('../../../i18n/en').then((m) => m.en),
  bn: () => import('../../../i18n/bn').then((m) => m.bn),
};

/**
 * The messages of a language; undefined while the page reloads after a failed download. Rejects
 * when the download failed again within a minute (the reload guard let the error through).
 */
export async function loadMessages(locale: AppLocale): Promise<TranslationMessages | undefined> {
  // Typed as always there, but when the chunk fails and installChunkReload (src/lib/reload)
  // reloads the page, Vite's preload helper resolves the import with undefined.
  const tree: Tree | undefined = await loaders[locale]();
  return tree as TranslationMessages | undefined;
}
