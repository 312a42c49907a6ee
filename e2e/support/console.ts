import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Lang } from './steps.ts';

/*
 * What a staff member does in the console, shared by the back-office journeys. The console's words are
 * read from its own translation files, as the member sees them.
 */

/** A console text, `namespace:dotted.key`, in `lang`. */
export function consoleText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, rest] = key.split(':');
  const file = path.resolve(`src/web/features/staff/i18n/${lang}/${namespace}.json`);
  const value = rest
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

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
      name: new RegExp(`^${escaped(consoleText(lang, `console:nav.${entry}`))}( \\(.+\\))?$`),
    })
    .click();
