import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { launchChromium } from './support/browser.ts';
import { bookTitled, type Shop, startShop } from './support/shop.ts';
import {
  addToCart,
  addToCartAndLand,
  choose,
  DEMO,
  hashPath,
  main,
  openDetails,
  openShop,
  stepWords,
  storedCart,
  toast,
} from './support/steps.ts';

/*
 * Book details in Chromium against the real seeded shop: the add-to-cart rules of spec §5 with
 * their toasts, reached through the page's own controls; a hard copy bought from the library; a
 * description carrying script that must stay inert; and a PDF owner, who gets a download button
 * instead of the PDF purchase option.
 */

const words = {
  ar: {
    ...stepWords.ar,
    buyNow: 'اشترِ الآن',
    download: 'تنزيل PDF',
    selectType: 'يرجى اختيار نوع الكتاب',
    mixedFormats: 'لا يمكنك شراء كتاب ورقي وكتاب رقمي معاً.',
    alreadyInCart: 'هذا الكتاب موجود في سلة التسوق',
    outOfStock: 'عذراً، الكمية غير متوفرة',
  },
  en: {
    ...stepWords.en,
    buyNow: 'Buy now',
    download: 'Download PDF',
    selectType: 'Please select a book type',
    mixedFormats: "You can't buy both a paper and a digital book.",
    alreadyInCart: 'This book is inside your cart shop',
    outOfStock: "Sorry, it's out of stock",
  },
} as const;

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const bookByTitle = (titleEn: string) => bookTitled(shop, titleEn);

/** A write made straight in the database, heard by the shop's caches as a staff write would be. */
const heard = () => shop.app.changes.announce('catalog');

async function setStock(id: number, stock: number) {
  await shop.database.db.update(books).set({ stock }).where(eq(books.id, id));
  await heard();
}

/**
 * A fresh page with the shop's Content Security Policy switched off, so that only the sanitiser
 * stands between a description and the page. (With the policy on, Chrome also reports a blocked
 * handler for DOMPurify's own inert parse of the HTML, cure53/DOMPurify#107, and would hide a
 * sanitiser that let a handler through.)
 */
async function newPageWithoutCsp() {
  const context = await browser.newContext({ baseURL: shop.url, bypassCSP: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

/** Logs the demo client in through the API, as the login page does, and gives its id and token. */
async function apiLogin(): Promise<{ id: number; token: string }> {
  const answer = await apiCall<{ data: { id: number; token: string } }>('POST', '/client-login', {
    body: DEMO,
  });
  return answer.data;
}

/** One API call as the web app makes it; the answer is read as `T` (the API's own tests check its shape). */
async function apiCall<T>(
  method: 'GET' | 'POST',
  path: string,
  call: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const response = await fetch(`${shop.url}/api${path}`, {
    method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const body = await response.json();
  expect(response.ok, `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body as T;
}

describe('book details, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: add to cart checks the rules of spec §5 in order, each with its toast`, async () => {
      const w = words[lang];
      const { context, page, problems } = await openShop(browser, shop.url, lang);
      const curlew = await bookByTitle('The Call of the Curlew');
      const wings = await bookByTitle('The Broken Wings');
      const curlewTitle = lang === 'ar' ? curlew.titleAr : curlew.titleEn;
      const wingsTitle = lang === 'ar' ? wings.titleAr : wings.titleEn;

      // 1. No format chosen yet (the format starts unset).
      await openDetails(page, curlew.id, curlewTitle);
      await addToCart(page, lang);
      await toast(page, w.selectType);
      expect(hashPath(page)).toBe(`/book-details/${curlew.id}`);

      // A valid choice goes in and leads to the cart.
      await addToCartAndLand(page, lang, curlewTitle, 'hardCopy', 1);
      expect(await storedCart(page)).toEqual([{ book_id: curlew.id, quantity: 1, isHardCopy: true }]);

      // 2. The PDF of the same book: the other format is in the cart, which is said before rule 3.
      await openDetails(page, curlew.id, curlewTitle);
      await choose(page, lang, 'pdf');
      await addToCart(page, lang);
      await toast(page, w.mixedFormats);

      // 3. The same book again, in the same format.
      await choose(page, lang, 'hardCopy');
      await addToCart(page, lang);
      await toast(page, w.alreadyInCart);

      // 4. A quantity of 0 cannot be chosen here: the picker offers 1 to stock and starts at 1, so
      // 'Please select quantity' is shown by useAddToCart.test.tsx (decision 015).

      // 5. More copies than the stock: copies were sold while the page was open.
      await openDetails(page, wings.id, wingsTitle);
      await choose(page, lang, 'hardCopy', 3);
      await setStock(wings.id, 2);
      try {
        await addToCart(page, lang);
        await toast(page, w.outOfStock);
      } finally {
        await setStock(wings.id, wings.stock);
      }

      expect(hashPath(page)).toBe(`/book-details/${wings.id}`);
      expect(await storedCart(page)).toEqual([{ book_id: curlew.id, quantity: 1, isHardCopy: true }]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('ar: a book opened from the library goes to the cart as 2 hard copies', async () => {
    const w = words.ar;
    const { context, page, problems } = await openShop(browser, shop.url, 'ar');
    await page.goto('/#/books');
    // A card that sells: 'Buy now' on it rather than a disabled 'Out of stock'.
    const card = main(page)
      .getByTestId('book-card')
      .filter({ has: page.getByText(w.buyNow, { exact: true }) })
      .first();
    const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();

    await expect.poll(() => hashPath(page), { timeout: 60_000 }).toMatch(/^\/book-details\/\d+$/);
    const id = Number(hashPath(page).split('/').at(-1));
    await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
    const [book] = await shop.database.db.select().from(books).where(eq(books.id, id));
    expect(book.stock).toBeGreaterThanOrEqual(2);

    await addToCartAndLand(page, 'ar', title, 'hardCopy', 2);
    const line = main(page).getByTestId('cart-line');
    await line.getByText(title, { exact: true }).waitFor();
    expect(await line.getByRole('combobox').inputValue()).toBe('2');
    const hardCents = book.hardcopyPriceCents > 0 ? book.hardcopyPriceCents : book.pdfPriceCents;
    expect(await main(page).getByTestId('cart-total').textContent()).toBe(
      `$${((hardCents * 2) / 100).toFixed(2)}`,
    );
    expect(await storedCart(page)).toEqual([{ book_id: id, quantity: 2, isHardCopy: true }]);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a description carrying script as text only, in Arabic and English', async () => {
    const fog = await bookByTitle('City of Fog');
    const attack = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await shop.database.db
      .update(books)
      .set({
        descriptionAr: `<p>مدينة يلفها الضباب.</p>${attack}<p onclick="window.__xss=3">فقرة <strong>ثانية</strong>.</p>`,
        descriptionEn: `<p>A town wrapped in fog.</p>${attack}<p onclick="window.__xss=3">A <strong>second</strong> paragraph.</p>`,
      })
      .where(eq(books.id, fog.id));
    await heard();
    const { context, page, problems } = await newPageWithoutCsp();
    await page.goto('/');

    const description = page.getByTestId('book-description');
    const inert = async () => {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(await description.locator('script').count()).toBe(0);
      // No element of the page carries an event handler attribute.
      const handlers = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
        ),
      );
      expect(handlers).toEqual([]);
    };

    // An image whose loading has ended is complete; a broken one has then fired its error event.
    const imagesFailed = () =>
      expect
        .poll(() =>
          description
            .locator('img')
            .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
        )
        .toBe(true);

    await openDetails(page, fog.id, fog.titleAr);
    await description.getByText('مدينة يلفها الضباب.').waitFor();
    await description.getByText('ثانية').waitFor();
    // Once a broken image has failed, its handler, had it survived, has run.
    await imagesFailed();
    await inert();

    await page.getByRole('button', { name: 'English' }).first().click();
    await description.getByText('A town wrapped in fog.').waitFor();
    await imagesFailed();
    await inert();

    // The control: in this page a handler that is not sanitised away does run.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__control = 1">'),
    );
    await expect.poll(() => page.evaluate(() => (window as { __control?: number }).__control)).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a PDF owner the download button and the hard copy, and no PDF purchase option', async () => {
    const w = words.en;
    const book = await bookByTitle('The Call of the Curlew');
    // Buy and pay for the PDF through the API, as the checkout does.
    const client = await apiLogin();
    const order = await apiCall<{ data: { id: number } }>('POST', '/orders', {
      token: client.token,
      body: {
        payment_type_id: 1,
        is_hard_copy: false,
        books: [{ book_id: book.id, quantity: 1, isHardCopy: false }],
      },
    });
    const checkout = await apiCall<{ url: string }>('POST', `/orders/${order.data.id}/checkout`, {
      token: client.token,
    });
    // 'Pay (test)' on the sandbox's page, as the buyer's browser would press it.
    const pressed = await fetch(`${checkout.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);

    const { context, page, problems } = await openShop(browser, shop.url, 'en');
    // Logged in, with an empty local `owned` list: the page must ask the server.
    await page.evaluate(
      (session) => {
        localStorage.setItem('client', JSON.stringify(session));
        localStorage.setItem('owned', '[]');
      },
      { id: client.id, token: client.token, email: DEMO.email },
    );
    await page.reload();
    await openDetails(page, book.id, book.titleEn);

    await main(page).getByRole('button', { name: w.download }).waitFor();
    expect(await main(page).getByRole('radio', { name: w.pdf }).count()).toBe(0);
    expect(await main(page).getByRole('radio', { name: w.hardCopy }).isEnabled()).toBe(true);
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('owned'))) ?? '[]'))
      .toContain(book.id);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: w.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${book.titleEn}.pdf`);

    expect(problems).toEqual([]);
    await context.close();
  });
});
