import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateClient, clients, createClient } from '#server/modules/clients/testing.ts';
import { extractCode, startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';

let smtp: TestSmtp;
let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  shop = await startShop({ smtpUrl: smtp.url });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await smtp?.close();
});

/** What the client reads on screen, per language (spec §8 messages are the English ones). */
const words = {
  ar: {
    accountNav: 'الحساب',
    loginLink: 'تسجيل الدخول',
    registerLink: 'حساب جديد',
    name: 'الاسم الكامل',
    dateOfBirth: 'تاريخ الميلاد',
    address: 'العنوان',
    email: 'البريد الإلكتروني',
    country: 'الدولة',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    code: 'رمز التحقق',
    createAccount: 'إنشاء الحساب',
    accountCreated: 'تم إنشاء الحساب',
    activate: 'تفعيل',
    accountActivated: 'تم تفعيل الحساب',
    signIn: 'تسجيل الدخول',
    signedIn: 'تم تسجيل الدخول',
    editProfile: 'تعديل الملف الشخصي',
    homeTitle: 'الكتاب العربي، ورقياً ورقمياً',
    save: 'حفظ التعديلات',
    updated: 'تم التحديث بنجاح',
    logout: 'تسجيل الخروج',
    forgot: 'نسيت كلمة المرور؟',
    sendCode: 'إرسال الرمز',
    mailNotFound: 'البريد الإلكتروني غير موجود',
    changePassword: 'تغيير كلمة المرور',
    passwordChanged: 'تم تغيير كلمة المرور',
    incorrectCode: 'الرمز غير صحيح',
  },
  en: {
    accountNav: 'Account',
    loginLink: 'Log in',
    registerLink: 'Register',
    name: 'Full name',
    dateOfBirth: 'Date of birth',
    address: 'Address',
    email: 'E-mail',
    country: 'Country',
    phone: 'Mobile number',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    code: 'Verification code',
    createAccount: 'Create account',
    accountCreated: 'Account has been created',
    activate: 'Activate',
    accountActivated: 'Account Activated',
    signIn: 'Sign in',
    signedIn: 'Signed in',
    editProfile: 'Edit profile',
    homeTitle: 'The Arabic book, in print and digital',
    save: 'Save changes',
    updated: 'Updated successfully',
    logout: 'Log out',
    forgot: 'Forgot your password?',
    sendCode: 'Send the code',
    mailNotFound: 'Mail not found',
    changePassword: 'Change password',
    passwordChanged: 'Password has been changed',
    incorrectCode: 'Incorrect code',
  },
} as const;
type Lang = keyof typeof words;

const PASSWORD = 'ketab-journey-1';

let emailCounter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++emailCounter}-${Date.now().toString(36)}@example.com`;

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast', { hasText: text }).first().waitFor();
const hashPath = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
const waitForPath = (page: Page, path: string) =>
  expect.poll(() => hashPath(page), { timeout: 60_000 }).toBe(path);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The top bar's account links (the header has its own login link). */
const topBarLink = (page: Page, lang: Lang, name: string) =>
  page.getByRole('navigation', { name: words[lang].accountNav }).getByRole('link', { name, exact: true });

const storedClient = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('client'))) ?? '{}') as {
    id: number;
    token: string;
  };

const checkLogin = (token: string) =>
  fetch(`${shop.url}/api/check-client-login`, { headers: { authorization: `Bearer ${token}` } });

async function register(page: Page, lang: Lang, email: string, name: string) {
  const w = words[lang];
  await topBarLink(page, lang, w.registerLink).click();
  await field(page, w.name).fill(name);
  await field(page, w.dateOfBirth).fill('1991-09-23');
  await field(page, w.address).fill(
    lang === 'ar' ? 'الرياض، حي العليا، شارع التحلية' : '12 Tahlia Street, Riyadh',
  );
  await field(page, w.email).fill(email);
  // The number is read for the chosen country: a Saudi mobile.
  await page.getByRole('combobox', { name: w.country }).selectOption('SA');
  await field(page, w.phone).pressSequentially('501234567');
  await field(page, w.password).fill(PASSWORD);
  await page.getByRole('button', { name: w.createAccount }).click();
  await toast(page, w.accountCreated);
  await waitForPath(page, `/activation/${email}`);
}

async function activate(page: Page, lang: Lang, code: string) {
  const w = words[lang];
  await field(page, w.code).fill(code);
  await page.getByRole('button', { name: w.activate, exact: true }).click();
}

async function logIn(page: Page, lang: Lang, email: string, password = PASSWORD) {
  const w = words[lang];
  await topBarLink(page, lang, w.loginLink).click();
  await waitForPath(page, '/login');
  await field(page, w.email).fill(email);
  await field(page, w.password).fill(password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
}

/** Logs out from the profile menu; proves the old token is refused by the server afterwards. */
async function logOut(page: Page, lang: Lang, name: string) {
  const w = words[lang];
  const { token } = await storedClient(page);
  expect(token).not.toBe('');
  expect((await checkLogin(token)).status).toBe(200);
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: w.logout }).click();
  await topBarLink(page, lang, w.loginLink).waitFor();
  await expect.poll(() => storedClient(page)).toEqual({ id: 0, token: '' });
  expect((await checkLogin(token)).status).toBe(401);
}

/**
 * Home is shown, not only in the address bar: the router renders a navigation in a transition, so a
 * menu opened before the new page lands closes with that route change.
 */
async function atHome(page: Page, lang: Lang) {
  await waitForPath(page, '/home');
  await page.getByRole('heading', { level: 1, name: words[lang].homeTitle }).waitFor();
}

async function mainJourney(lang: Lang) {
  const w = words[lang];
  const { context, page, problems } = await newPage(browser, shop.url);
  await page.goto('/');
  if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);

  const email = uniqueEmail(`journey-${lang}-`);
  const name = lang === 'ar' ? 'هند عبد الله' : 'Hind Abdullah';
  await register(page, lang, email, name);

  // The code arrives by real e-mail, in the client's language.
  const mail = await smtp.nextMail(email);
  expect(mail.language).toBe(lang);
  await activate(page, lang, extractCode(mail));
  await toast(page, w.accountActivated);
  await atHome(page, lang);
  await page.getByRole('button', { name }).waitFor();

  await logOut(page, lang, name);

  await logIn(page, lang, email);
  await toast(page, w.signedIn);
  await atHome(page, lang);

  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: w.editProfile }).click();
  await waitForPath(page, '/my-profile');
  await expect.poll(() => field(page, w.name).inputValue()).toBe(name);
  expect(await field(page, w.phone).inputValue()).toBe('+966 50 123 4567');
  const newAddress = lang === 'ar' ? 'جدة، حي الروضة، شارع فلسطين' : '7 Palestine Street, Jeddah';
  await field(page, w.address).fill(newAddress);
  await field(page, w.currentPassword).fill(PASSWORD);
  await page.getByRole('button', { name: w.save }).click();
  await toast(page, w.updated);
  const [row] = await shop.database.db.select().from(clients).where(eq(clients.email, email));
  expect(row.address).toBe(newAddress);

  await logOut(page, lang, name);
  await waitForPath(page, '/');

  expect(problems).toEqual([]);
  await context.close();
}

describe('client accounts in Chromium, with real e-mail', () => {
  it('in Arabic: register → code from the mail → activate → log out → log in → edit profile → log out', async () => {
    await mainJourney('ar');
  });

  it('in English (switched with the top bar button): the same journey', async () => {
    await mainJourney('en');
  });

  it('in Arabic: an inactive account that logs in lands on activation with a fresh code that works', async () => {
    const w = words.ar;
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    const email = uniqueEmail('inactive-');
    await register(page, 'ar', email, 'يوسف منصور');
    const firstCode = await smtp.nextCode(email);

    // Leaves without activating, comes back later and logs in.
    await page.goto('/');
    await logIn(page, 'ar', email);
    await waitForPath(page, `/activation/${email}`);
    expect(await storedClient(page)).toEqual({});
    const freshCode = await smtp.nextCode(email);
    expect(await field(page, w.email).inputValue()).toBe(email);

    // The fresh code replaced the first one.
    if (freshCode !== firstCode) {
      await activate(page, 'ar', firstCode);
      await toast(page, w.incorrectCode);
      await field(page, w.code).fill('');
    }
    await activate(page, 'ar', freshCode);
    await toast(page, w.accountActivated);
    await waitForPath(page, '/home');
    expect((await storedClient(page)).id).toBeGreaterThan(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Arabic: forgot password → code from the mail → new password → log in with it', async () => {
    const w = words.ar;
    const email = uniqueEmail('reset-');
    const db = shop.database.db;
    const client = await createClient(db, {
      name: 'رنا إبراهيم',
      date_of_birth: '1988-12-01',
      address: 'عمّان، الشميساني',
      email,
      mobile: '+962791234567',
      mobile_country: 'JO',
      password: PASSWORD,
      language: 'ar',
    });
    await activateClient(db, client.id);

    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/login');
    await page.getByRole('link', { name: w.forgot }).click();
    await waitForPath(page, '/ForgotPassword');
    // The login form, with an e-mail field of the same name, stays on screen until this page has loaded.
    await page.getByRole('heading', { name: w.forgot }).waitFor();

    await field(page, w.email).fill('nobody-here@example.com');
    await page.getByRole('button', { name: w.sendCode }).click();
    await toast(page, w.mailNotFound);

    await field(page, w.email).fill(email);
    await page.getByRole('button', { name: w.sendCode }).click();
    await waitForPath(page, `/new-password/${email}`);
    const code = await smtp.nextCode(email);
    await field(page, w.code).fill(code);
    await field(page, w.newPassword).fill('a-fresh-password-2');
    await page.getByRole('button', { name: w.changePassword }).click();
    await toast(page, w.passwordChanged);
    await waitForPath(page, '/login');

    // The old password no longer opens the account; the new one does.
    await field(page, w.email).fill(email);
    await field(page, w.password).fill(PASSWORD);
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await toast(page, 'البريد الإلكتروني أو كلمة المرور غير صحيحة');
    await field(page, w.password).fill('a-fresh-password-2');
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await toast(page, w.signedIn);
    await waitForPath(page, '/home');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the forgot-password screen under its lower-case spelling too', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/forgotpassword');
    await page.getByRole('heading', { name: words.ar.forgot }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
