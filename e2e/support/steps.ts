import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage } from './browser.ts';

/*
 * What a reader does in the shop, shared by the journeys that buy books: open the shop in a
 * language, find a book in the library, choose its format and quantity, add it to the cart and log
 * in. Every step goes through the page's own controls, by the names the reader sees.
 */

/** The client the demo seed creates. */
export const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };

export type Lang = 'ar' | 'en';
export type Format = 'pdf' | 'hardCopy';

export const stepWords = {
  ar: {
    switchTo: null,
    mainMenu: 'القائمة الرئيسية',
    library: 'المكتبة',
    searchLibrary: 'ابحث في المكتبة',
    search: 'بحث',
    pdf: 'نسخة رقمية (PDF)',
    hardCopy: 'نسخة ورقية',
    quantity: 'الكمية',
    add: 'أضف إلى السلة',
    added: (title: string) => `تمت إضافة «${title}» إلى سلة التسوق`,
    goToCart: 'الذهاب إلى سلة التسوق',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
  },
  en: {
    switchTo: 'English',
    mainMenu: 'Main menu',
    library: 'Library',
    searchLibrary: 'Search the library',
    search: 'Search',
    pdf: 'Digital copy (PDF)',
    hardCopy: 'Hard copy',
    quantity: 'Quantity',
    add: 'Add to cart',
    added: (title: string) => `“${title}” was added to your cart`,
    goToCart: 'Go to cart shop',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
  },
} as const;

/** The route in the hash (`/#/cart-box` → `/cart-box`), query included. */
export const hashPath = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
export const waitForPath = (page: Page, path: string) =>
  expect.poll(() => hashPath(page), { timeout: 60_000 }).toBe(path);
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast', { hasText: text }).first().waitFor();
export const main = (page: Page) => page.getByRole('main');
export const storedCart = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]');

/** Opens the shop in a fresh profile, in the language of the run; English is chosen with the top bar's switch. */
export async function openShop(browser: Browser, shopUrl: string, lang: Lang) {
  const opened = await newPage(browser, shopUrl);
  await opened.page.goto('/');
  const switchTo = stepWords[lang].switchTo;
  if (switchTo) await opened.page.getByRole('button', { name: switchTo }).first().click();
  await expect.poll(() => opened.page.locator('html').getAttribute('lang')).toBe(lang);
  return opened;
}

/** Opens a book's details page by its address and waits for its title. */
export async function openDetails(page: Page, id: number, title: string) {
  await page.goto(`/#/book-details/${id}`);
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Goes to the library from the main menu, searches it for the title and gives its card in the results. */
export async function findInLibrary(page: Page, lang: Lang, title: string): Promise<Locator> {
  const w = stepWords[lang];
  await page
    .getByRole('navigation', { name: w.mainMenu })
    .getByRole('link', { name: w.library, exact: true })
    .click();
  await waitForPath(page, '/books');
  await main(page).getByRole('searchbox', { name: w.searchLibrary }).fill(title);
  await main(page).getByRole('button', { name: w.search, exact: true }).click();
  const title$ = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  return main(page)
    .getByTestId('book-card')
    .filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: title$ }) });
}

/** Opens the book from its card in the library's results; answers its id, read from the address. */
export async function openFromLibrary(page: Page, lang: Lang, title: string): Promise<number> {
  const card = await findInLibrary(page, lang, title);
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect.poll(() => hashPath(page), { timeout: 60_000 }).toMatch(/^\/book-details\/\d+$/);
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
  return Number(hashPath(page).split('/').at(-1));
}

/** Picks the format on book details and, when given, the number of hard copies. */
export async function choose(page: Page, lang: Lang, format: Format, quantity?: number) {
  await main(page).getByRole('radio', { name: stepWords[lang][format], exact: true }).check();
  if (quantity !== undefined) {
    await main(page).getByRole('combobox', { name: stepWords[lang].quantity }).selectOption(String(quantity));
  }
}

/** Presses add to cart; what follows (a refusal's toast, or the cart) is the caller's to check. */
export const addToCart = (page: Page, lang: Lang) =>
  main(page).getByRole('button', { name: stepWords[lang].add, exact: true }).click();

/**
 * Adds the book open on details with the chosen format and quantity, and checks the outcome of
 * spec §2: the reader lands on /cart-box, and a toast names the book and links to the cart.
 */
export async function addToCartAndLand(
  page: Page,
  lang: Lang,
  title: string,
  format: Format,
  quantity?: number,
) {
  const w = stepWords[lang];
  await choose(page, lang, format, quantity);
  await addToCart(page, lang);
  await waitForPath(page, '/cart-box');
  const added = page.locator('.Toastify__toast', { hasText: w.added(title) }).first();
  const link = added.getByRole('link', { name: w.goToCart });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe('#/cart-box');
}

/** Fills the login page with the demo client; where it leads next is the caller's to check. */
export async function logInOnLoginPage(page: Page, lang: Lang) {
  const w = stepWords[lang];
  await waitForPath(page, '/login');
  await page.getByLabel(w.email, { exact: true }).fill(DEMO.email);
  await page.getByLabel(w.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
}

/**
 * On the sandbox's hosted page (a test page of our own, as a provider's would be another site):
 * checks that it says it is a test and asks for no card, then presses 'Pay (test)'.
 */
export async function payOnSandboxPage(page: Page) {
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/cs_sandbox_/);
  await page.getByText('This is a test page, not a real payment gateway', { exact: false }).waitFor();
  await page.getByText('هذه صفحة تجربة وليست بوابة دفع حقيقية', { exact: false }).waitFor();
  if ((await page.locator('input').count()) > 0) throw new Error('The sandbox page asks for input');
  await page.getByRole('button', { name: /Pay \(test\)/ }).click();
}
