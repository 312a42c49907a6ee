import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { favoriteStore } from '#web/state/favorites.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

describe('page frame', () => {
  it('hides the cart and favourite badges at zero and shows the counts above zero', async () => {
    renderApp('/');
    const cart = await screen.findByRole('link', { name: 'سلة التسوق' });
    const favorites = screen.getByRole('link', { name: 'المفضلة' });
    expect(cart).toHaveAttribute('href', '#/cart-box');
    expect(favorites).toHaveAttribute('href', '#/favorite-box');
    expect(cart).toHaveTextContent(/^$/);
    expect(favorites).toHaveTextContent(/^$/);

    act(() => {
      cartStore.set([
        { book_id: 1, quantity: 1, isHardCopy: false },
        { book_id: 2, quantity: 1, isHardCopy: false },
      ]);
      favoriteStore.set([5]);
    });
    expect(within(screen.getByRole('link', { name: 'سلة التسوق: 2' })).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'المفضلة: 1' })).getByText('1')).toBeInTheDocument();
  });

  it('shows the phone as a tel: link, the social icons and one footer link per link type', async () => {
    renderApp('/');
    const phones = await screen.findAllByRole('link', { name: 'اتصل بنا على +971 4 000 0000' });
    expect(phones[0]).toHaveAttribute('href', 'tel:+97140000000');
    expect((await screen.findAllByRole('link', { name: 'فيسبوك (في نافذة جديدة)' }))[0]).toHaveAttribute(
      'href',
      'https://facebook.com/shop',
    );
    expect(await screen.findByRole('link', { name: 'مواقع صديقة' })).toHaveAttribute('href', '#/links?id=3');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '#/privacy-policy');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('offers the display currencies by code, each titled by its name in the page’s language', async () => {
    renderApp('/');
    const [currency] = await screen.findAllByRole('combobox', {
      name: 'عملة الأسعار التقريبية (الدفع بالدولار الأمريكي)',
    });
    const options = within(currency).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'USD',
      'SAR',
      'AED',
      'KWD',
      'QAR',
      'BHD',
      'OMR',
      'EGP',
      'JOD',
    ]);
    expect(within(currency).getByRole('option', { name: 'SAR' })).toHaveAttribute('title', 'ريال سعودي');
    expect(within(currency).getByRole('option', { name: 'JOD' })).toHaveAttribute('title', 'دينار أردني');
  });

  it('has the six menu entries and closes the small-screen menu on a route change', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#/',
      '#/books',
      '#/search',
      '#/alkashkoul',
      '#/contact-us',
      '#/al-akhbar',
    ]);
    const toggle = within(menu).getByRole('button', { name: 'القائمة' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'المكتبة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'المكتبة' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the small-screen menu on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    const toggle = within(menu).getByRole('button', { name: 'القائمة' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('starts with a skip link that moves the focus to the page content', async () => {
    const user = userEvent.setup();
    renderApp('/books');
    await screen.findByRole('heading', { level: 1, name: 'المكتبة' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('#/books');
  });

  it('keeps the top bar in the banner and names the toasts and social links in Arabic', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'الحساب' })).toBeInTheDocument();
    expect(await within(banner).findAllByRole('link', { name: /^اتصل بنا على/ })).not.toHaveLength(0);
    expect(await within(banner).findByRole('link', { name: 'فيسبوك (في نافذة جديدة)' })).toHaveAttribute(
      'title',
      'فيسبوك',
    );
    const toasts = screen.getByRole('region', { name: 'الإشعارات (Alt+T)' });
    act(() => {
      toast.info('تمت العملية');
    });
    expect(
      await within(toasts).findByRole('progressbar', { name: 'الوقت الباقي للإشعار' }),
    ).toBeInTheDocument();
    expect(within(toasts).getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
  });

  it('sets the page title from the SEO texts', async () => {
    renderApp('/books');
    await screen.findByRole('heading', { level: 1, name: 'المكتبة' });
    await vi.waitFor(() => expect(document.title).toBe('المكتبة — Warraq'), { timeout: 60_000 });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Books');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'books');
  });
});
