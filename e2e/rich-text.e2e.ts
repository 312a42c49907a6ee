import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '#server/db/seed/data/index.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';
import { toast } from './support/steps.ts';

/*
 * Rich text in Chromium: hostile HTML stored through the staff API never runs on the shop's privacy
 * page, and the console's editor writes Arabic right to left, formatted, for the shop to show.
 */

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

const kept = 'نص سياسة الخصوصية يبقى بعد التنظيف';

/** Each of these would set `window.__pwned` or open a dialog if it ran. */
const hostile = [
  `<p>${kept}</p>`,
  '<img src=x onerror="window.__pwned=true;alert(1)">',
  '<script>window.__pwned = true; alert(2)</script>',
  '<p style="background:url(javascript:alert(3))" onmouseover="window.__pwned=true">مرّر المؤشر هنا</p>',
  '<a href="javascript:window.__pwned=true;alert(4)">رابط أول</a>',
  '<a href="jav&#x09;ascript:window.__pwned=true">رابط ثان</a>',
  '<a href="data:text/html,<script>alert(5)</script>">رابط ثالث</a>',
  '<svg onload="window.__pwned=true"><circle r="5"></circle></svg>',
  '<iframe srcdoc="<script>parent.__pwned=true</script>"></iframe>',
  '<details open ontoggle="window.__pwned=true"><summary>تفاصيل</summary></details>',
].join('');

async function staffToken(): Promise<string> {
  const res = await fetch(`${shop.url}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoStaff.email, password: demoStaff.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Records every dialog (and dismisses it), and starts each document with `__pwned` false. */
async function watched(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __pwned: boolean }).__pwned = false;
  });
  return dialogs;
}

describe('rich text in Chromium', () => {
  it('stores hostile HTML cleaned, and nothing of it runs on the shop’s privacy page', async () => {
    const token = await staffToken();
    const res = await fetch(`${shop.url}/api/staff/pages/privacy`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ description_ar: hostile }),
    });
    expect(res.status).toBe(200);
    const stored = ((await res.json()) as { data: { description_ar: string } }).data.description_ar;
    expect(stored).toContain(kept);
    expect(stored).not.toMatch(
      /<script|<img|<svg|<iframe|onerror|onload|onmouseover|ontoggle|style=|javascript|data:/i,
    );

    const { context, page, problems } = await newPage(browser, shop.url);
    const dialogs = await watched(page);
    await page.goto('/#/privacy-policy');
    const text = page.locator('main .prose-shop');
    await text.getByText(kept).waitFor();
    // Every trap a reader could spring: hover, click the links, open the details.
    await text.getByText('مرّر المؤشر هنا').hover();
    for (const name of ['رابط أول', 'رابط ثان', 'رابط ثالث']) await text.getByText(name).click();
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => (window as unknown as { __pwned: boolean }).__pwned)).toBe(false);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    expect(
      await text.locator('script, img, svg, iframe, details, [style], [onerror], [onmouseover]').count(),
    ).toBe(0);
    expect(await text.locator('a[href]').count()).toBe(0);
    expect(page.url()).toMatch(/#\/privacy-policy$/);
    await context.close();
  });

  it('lets an editor write Arabic right to left in the console, bold and listed, and the shop shows it', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    const dialogs = await watched(page);
    await page.goto('/#/staff');
    await page.getByLabel('البريد الإلكتروني').fill(demoStaff.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(demoStaff.password);
    await page.getByRole('button', { name: 'الدخول إلى اللوحة' }).click();
    await toast(page, 'تم تسجيل الدخول إلى لوحة الموظفين');
    await page.goto('/#/staff/pages');

    const arabic = page.getByRole('textbox', { name: 'النص بالعربية' });
    await arabic.waitFor();
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect(await arabic.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const english = page.getByRole('textbox', { name: 'النص بالإنجليزية' });
    expect(await english.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

    const toolbar = page.getByRole('toolbar', { name: 'تنسيق النص' }).first();
    await arabic.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await toolbar.getByRole('button', { name: 'عريض' }).click();
    await page.keyboard.type('مرحباً بالقرّاء');
    await toolbar.getByRole('button', { name: 'عريض' }).click();
    await page.keyboard.press('Enter');
    // The list is for the new line only: wait until the editor has split the two.
    await expect.poll(() => arabic.locator('p').count()).toBe(2);
    await toolbar.getByRole('button', { name: 'قائمة نقطية' }).click();
    await page.keyboard.type('لا نبيع بياناتك');
    // The first letter typed sits at the editor's right edge: the text runs right to left.
    const box = (await arabic.boundingBox())!;
    const line = (await arabic.locator('strong').boundingBox())!;
    expect(box.x + box.width - (line.x + line.width)).toBeLessThan(40);

    await page.getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'تم حفظ سياسة الخصوصية');

    await page.goto('/#/privacy-policy');
    const text = page.locator('main .prose-shop');
    await text.locator('strong', { hasText: 'مرحباً بالقرّاء' }).waitFor();
    expect(await text.locator('ul li').textContent()).toBe('لا نبيع بياناتك');
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
