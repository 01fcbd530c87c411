import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadLocale } from './app/i18n.ts';
import { showLoadFailure } from './app/load-failure.ts';
import { initialLocale } from './app/locale.tsx';

const root = document.getElementById('root');
if (root) {
  // Only the user's language is downloaded (its own chunk), and before the first render: no key ever shows.
  const locale = initialLocale();
  loadLocale(locale).then(
    () =>
      createRoot(root).render(
        <StrictMode>
          <App locale={locale} />
        </StrictMode>,
      ),
    () => showLoadFailure(root, locale),
  );
}
