import type { Locale } from '@esgkit/core';

// Shown when the user's language could not be downloaded (a dropped connection, a deploy replacing the chunks): the
// translations are what failed, so these two are the only texts the shell carries itself. Without them the page
// stayed blank.
const texts: Record<Locale, { message: string; reload: string }> = {
  'en-US': {
    message: 'esgkit could not finish loading. Check your connection, then reload the page.',
    reload: 'Reload',
  },
  'it-IT': {
    message:
      'esgkit non è riuscito a completare il caricamento. Controlla la connessione, poi ricarica la pagina.',
    reload: 'Ricarica',
  },
};

/** Replaces the root's content with the failure, in the user's language, and a button that reloads the page. */
export const showLoadFailure = (root: HTMLElement, locale: Locale): void => {
  const { message, reload } = texts[locale];
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'load-failure';
  box.style.cssText =
    'font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem;';
  const text = document.createElement('p');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  root.replaceChildren(box);
};
