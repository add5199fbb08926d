import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReload } from './lib/reload';
import { session } from './providers/auth';
import { bootLocale, sendVisitorToSignIn } from './routing';

installChunkReload();
const locale = bootLocale();
const container = document.getElementById('root');
if (locale && !sendVisitorToSignIn(locale, session.getToken() !== null) && container) {
  createRoot(container).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
}
