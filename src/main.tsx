import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReload } from './lib/reload';
import { bootLocale } from './routing';

installChunkReload();
const locale = bootLocale();
const container = document.getElementById('root');
if (locale && container) {
  createRoot(container).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
}
