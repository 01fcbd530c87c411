import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithApp } from '../../../test/helpers/render-app.tsx';
import { ApiKeysPage } from './ApiKeysPage.tsx';

// An Italian user on Customization → API: the key's expiry is asked in the page's language (aaaa-mm-gg), never in the
// browser's (the browser's own date input showed mm/dd/yyyy in an English Chromium), and a day written another way
// is marked before it is sent.
describe('ApiKeysPage in it-IT', () => {
  it('asks for the expiry as aaaa-mm-gg and marks a day written as gg/mm/aaaa', async () => {
    const screen = await renderWithApp(<ApiKeysPage />, {
      locale: 'it-IT',
      routes: { 'apiKeys.list': () => ({ data: [] }) },
    });
    const expiry = screen.getByLabelText('Scade dopo il (facoltativo)');
    await expect.element(expiry).toHaveAttribute('placeholder', 'aaaa-mm-gg');
    await expect.element(expiry).not.toHaveAttribute('type', 'date');
    await userEvent.fill(expiry, '31/12/2027');
    await userEvent.tab();
    await expect.element(screen.getByText('Scrivi la data nel formato aaaa-mm-gg.')).toBeVisible();
    await userEvent.fill(expiry, '2027-12-31');
    await userEvent.tab();
    expect(screen.getByText('Scrivi la data nel formato aaaa-mm-gg.').query()).toBeNull();
  });
});
