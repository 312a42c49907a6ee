import type { Page } from 'playwright-core';
import type { Lang } from './steps.ts';
import { textIn } from './texts.ts';

/*
 * What a staff member does in the console, shared by the back-office journeys. The console's words are
 * read from its own translation files, as the member sees them.
 */

/** A console text, `namespace:dotted.key`, in `lang`. */
export const consoleText = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  textIn('src/web/features/staff/i18n', lang, key, values);

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A label followed by its '(required)' mark, or alone. */
export const labelled = (text: string) => new RegExp(`^${escaped(text)}`);

export async function signInToConsole(page: Page, lang: Lang, email: string, password: string) {
  await page.goto('/#/staff');
  // A profile that has chosen English already keeps it.
  if (lang === 'en' && (await page.locator('html').getAttribute('lang')) !== 'en')
    await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel(lang === 'ar' ? 'البريد الإلكتروني' : 'E-mail', { exact: true }).fill(email);
  await page.getByLabel(lang === 'ar' ? 'كلمة المرور' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: consoleText(lang, 'staff:login.submit') }).click();
  await page
    .getByRole('navigation', { name: consoleText(lang, 'console:navLabel') })
    .first()
    .waitFor();
}

/** A link of the console's side navigation; Orders, Messages and Mail name the work waiting after their label. */
export const consoleNav = (page: Page, lang: Lang, entry: string) =>
  page
    .getByRole('navigation', { name: consoleText(lang, 'console:navLabel') })
    .first()
    .getByRole('link', {
      name: new RegExp(`^${escaped(consoleText(lang, `console:nav.${entry}`))}( \\d+ \\(.+\\))?$`),
    })
    .click();
