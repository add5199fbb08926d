import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReload, showLoadFailure } from './lib/reload';
import { preloadLayout } from './layout/LayoutScreen';
import { installHistoryGuard } from './lib/unsaved';
import { session } from './providers/auth';
import { loadMessages } from './providers/i18n';
import { bootLocale, sendVisitorToSignIn } from './routing';

installChunkReload();
// Before the router mounts, so a form with unsaved changes can hold back the back button.
installHistoryGuard();
const locale = bootLocale();
const container = document.getElementById('root');
const signedIn = session.getToken() !== null;
if (locale && !sendVisitorToSignIn(locale, signedIn) && container) {
  if (signedIn) preloadLayout();
  // The page language's texts before the first render (see providers/i18n/loadMessages): none
  // means their download failed and the page is reloading to try again.
  loadMessages(locale).then(
    (messages) => {
      if (!messages) return;
      createRoot(container).render(
        <StrictMode>
          <App locale={locale} messages={messages} />
        </StrictMode>,
      );
    },
    (error: unknown) => {
      console.error(error);
      showLoadFailure(container, locale);
    },
  );
}
