import type { AppLocale } from '../locale';

const texts: Record<AppLocale, { message: string; reload: string }> = {
  en: {
    message: 'Academy Admin could not be loaded. Check the connection, then reload the page.',
    reload: 'Reload',
  },
  bn: {
    message: 'Academy Admin লোড করা যায়নি। সংযোগ দেখে পাতাটি আবার লোড করুন।',
    reload: 'আবার লোড করুন',
  },
};

/**
 * What the page shows when a chunk it cannot start without (its language's texts) failed to
 * download again within a minute of the reload that was meant to fix it (the reload guard let
 * the error through). Without texts the app cannot render its own error page, so this is plain
 * DOM in the page's language, with a button that tries again.
 */
export function showLoadFailure(container: HTMLElement, locale: AppLocale): void {
  const { message, reload } = texts[locale];
  const text = document.createElement('p');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.addEventListener('click', () => window.location.reload());
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family: system-ui, sans-serif; padding: 2rem;';
  box.append(text, button);
  container.replaceChildren(box);
}
