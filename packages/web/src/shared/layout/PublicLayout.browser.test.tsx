import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithApp } from '../../../test/helpers/render-app.tsx';
import { PublicLayout } from './PublicLayout.tsx';

// A signed-in advisor opening a public page (their client's shared link, the legal page) on a 390 px phone: the
// header's logo, language switch and "Apri la piattaforma" fit the screen; the page never scrolls sideways.
describe('PublicLayout on a 390 px phone', () => {
  it('fits the header of a signed-in Italian user in the screen', async () => {
    await page.viewport(390, 844);
    const screen = await renderWithApp(<PublicLayout />, { locale: 'it-IT', path: '/legal' });
    await expect.element(screen.getByRole('link', { name: 'Apri la piattaforma' })).toBeVisible();
    const header = document.querySelector('header') as HTMLElement;
    expect(document.documentElement.clientWidth).toBe(390);
    expect(header.scrollWidth).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});
