import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { frameAnswers, type Handler, type Reply, startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import ContactPage from './ContactPage.tsx';
import { withHttps } from './text.ts';

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const contactRecord = (frameAnswers['GET /api/contact-us/1'].body as { data: Record<string, unknown> }).data;

/** GET /contact-us/1 with some fields changed. */
const contactWith = (fields: Record<string, unknown>): Reply => ({
  body: { data: { ...contactRecord, ...fields } },
});

async function openContact(handler: Handler) {
  api = await startApiServer(handler);
  const user = userEvent.setup();
  renderPage('/contact-us', { '/contact-us': ContactPage });
  const form = await screen.findByRole('form', {
    name: languageStore.get() === 'en' ? 'Send us a message' : 'أرسل لنا رسالة',
  });
  return { user, form };
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  names: [string, string, string],
) {
  await user.type(within(form).getByLabelText(names[0]), 'سارة');
  await user.type(within(form).getByLabelText(names[1]), 'sara@example.com');
  await user.type(within(form).getByLabelText(names[2]), 'متى يصدر الجزء الثاني؟');
}

describe('contact form', () => {
  it('locks while sending, then clears and shows We have received your message', async () => {
    languageStore.set('en');
    let release: (reply: Reply) => void = () => {};
    const held = new Promise<Reply>((resolve) => {
      release = resolve;
    });
    const { user, form } = await openContact((request) =>
      request.path === '/api/messages' ? held : undefined,
    );
    await fillForm(user, form, ['Name', 'E-mail', 'Message']);
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/messages')).toBe(true));
    expect(within(form).getByLabelText('Name')).toBeDisabled();
    expect(within(form).getByLabelText('E-mail')).toBeDisabled();
    expect(within(form).getByLabelText('Message')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Sending…' })).toBeDisabled();

    release({ status: 201, body: { data: { id: 1 }, message: 'We have received your message' } });
    expect(await screen.findByText('We have received your message')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toBeEnabled();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
    expect(within(form).getByLabelText('Message')).toHaveValue('');

    const posted = api?.requests.find((r) => r.path === '/api/messages');
    expect(posted?.method).toBe('POST');
    expect(posted?.body).toEqual({
      name: 'سارة',
      email: 'sara@example.com',
      message: 'متى يصدر الجزء الثاني؟',
    });
  });

  it('confirms in Arabic with لقد استلمنا رسالتك', async () => {
    const { user, form } = await openContact((request) =>
      request.path === '/api/messages'
        ? { status: 201, body: { data: { id: 2 }, message: 'لقد استلمنا رسالتك' } }
        : undefined,
    );
    await fillForm(user, form, ['الاسم', 'البريد الإلكتروني', 'الرسالة']);
    await user.click(within(form).getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('لقد استلمنا رسالتك')).toBeInTheDocument();
    expect(within(form).getByLabelText('الرسالة')).toHaveValue('');
  });

  it("shows the server's field errors (422) under their fields and keeps what was typed", async () => {
    const { user, form } = await openContact((request) =>
      request.path === '/api/messages'
        ? {
            status: 422,
            body: {
              message: 'البيانات المدخلة غير صحيحة',
              code: 'validation',
              errors: { email: ['البريد الإلكتروني غير صالح'], message: ['النص أطول من المسموح لدى الخادم'] },
            },
          }
        : undefined,
    );
    await fillForm(user, form, ['الاسم', 'البريد الإلكتروني', 'الرسالة']);
    await user.click(within(form).getByRole('button', { name: 'إرسال' }));

    const email = within(form).getByLabelText('البريد الإلكتروني');
    const message = within(form).getByLabelText('الرسالة');
    await waitFor(() => expect(email).toHaveAccessibleDescription('البريد الإلكتروني غير صالح'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('النص أطول من المسموح لدى الخادم');
    expect(within(form).getByLabelText('الاسم')).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveValue('sara@example.com');
    expect(email).toBeEnabled();
    expect(screen.queryByText('لقد استلمنا رسالتك')).not.toBeInTheDocument();
  });

  it('checks required fields and the e-mail before calling the server', async () => {
    const { user, form } = await openContact(() => undefined);
    expect(within(form).getByLabelText('البريد الإلكتروني')).toHaveAttribute('type', 'email');
    await user.type(within(form).getByLabelText('البريد الإلكتروني'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'إرسال' }));
    expect(await within(form).findByText('البريد الإلكتروني غير صالح')).toBeInTheDocument();
    expect(within(form).getAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    expect(api?.requests.some((r) => r.path === '/api/messages')).toBe(false);
  });
});

/** The path data of a QR code drawn by qrcode.react: equal data means the same encoded text. */
function qrPaths(svg: Element | null): string[] {
  return [...(svg?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d') ?? '');
}

function referenceQr(value: string) {
  const { container, unmount } = render(<QRCodeSVG value={value} size={256} level="L" boostLevel={false} />);
  const paths = qrPaths(container.querySelector('svg'));
  unmount();
  return paths;
}

/** The dark modules of a QR code drawn by qrcode.react, as `row,column` (its path draws runs of each row). */
function darkModules(svg: Element | null): Set<string> {
  const dark = new Set<string>();
  for (const d of qrPaths(svg)) {
    for (const run of d.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)/g)) {
      const [x, y, length] = [Number(run[1]), Number(run[2]), Number(run[3])];
      for (let i = 0; i < length; i++) dark.add(`${y},${x + i}`);
    }
  }
  return dark;
}

/**
 * The error-correction level a QR code's format information says (ISO/IEC 18004): its two top bits,
 * read at row 8, columns 0 and 1, unmasked by 0b10 (L = 01, M = 00, Q = 11, H = 10).
 */
function errorLevel(svg: Element | null): string {
  const dark = darkModules(svg);
  const bits = ((dark.has('8,0') ? 1 : 0) ^ 1) * 2 + (dark.has('8,1') ? 1 : 0);
  return ['M', 'L', 'H', 'Q'][bits];
}

describe('contact page', () => {
  it('draws the QR code at error level L, as spec §9 says, not the level the library would raise it to', async () => {
    await openContact(() => undefined);
    const svg = (await screen.findByTitle('رمز QR لموقع الدار')).closest('svg');
    expect(errorLevel(svg)).toBe('L');
    // Left to itself the library raises L to a higher level whenever the link fits the same size.
    const { container, unmount } = render(<QRCodeSVG value="https://example.com" level="L" />);
    expect(errorLevel(container.querySelector('svg'))).not.toBe('L');
    unmount();
  });

  it.each(['L', 'M', 'Q', 'H'] as const)('reads level %s back from a drawn QR code', (level) => {
    const { container, unmount } = render(
      <QRCodeSVG value="https://example.com" level={level} boostLevel={false} />,
    );
    expect(errorLevel(container.querySelector('svg'))).toBe(level);
    unmount();
  });

  it('draws the QR code of the link with https:// added, 256 px, level L', async () => {
    // frameAnswers' contact record has qr_link 'example.com'.
    await openContact(() => undefined);
    const svg = (await screen.findByTitle('رمز QR لموقع الدار')).closest('svg');
    expect(svg).toHaveAttribute('width', '256');
    expect(svg).toHaveAttribute('height', '256');
    expect(qrPaths(svg)).toEqual(referenceQr('https://example.com'));
    expect(qrPaths(svg)).not.toEqual(referenceQr('example.com'));
    expect(screen.getByRole('link', { name: 'example.com' })).toHaveAttribute('href', 'https://example.com');
  });

  it('keeps a QR link that already starts with http', async () => {
    await openContact((request) =>
      request.path === '/api/contact-us/1'
        ? contactWith({ qr_link: 'http://shop.example.com/ar' })
        : undefined,
    );
    const svg = (await screen.findByTitle('رمز QR لموقع الدار')).closest('svg');
    expect(qrPaths(svg)).toEqual(referenceQr('http://shop.example.com/ar'));
    expect(withHttps('www.example.com/ar')).toBe('https://www.example.com/ar');
    expect(withHttps('HTTPS://example.com')).toBe('HTTPS://example.com');
  });

  it('shows the map frame and the contact text as sanitised HTML in the current language', async () => {
    languageStore.set('en');
    await openContact((request) =>
      request.path === '/api/contact-us/1'
        ? contactWith({
            map_link: 'https://www.google.com/maps/embed?pb=1',
            description_ar: '<p>نص عربي</p>',
            description_en:
              '<p>Open <b>Sunday</b> to Thursday</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
          })
        : undefined,
    );
    expect(await screen.findByTitle("Map of the publishing house's location")).toHaveAttribute(
      'src',
      'https://www.google.com/maps/embed?pb=1',
    );
    const text = screen.getByText('Sunday').closest('div');
    expect(text).toHaveTextContent('Open Sunday to Thursday');
    expect(text?.querySelector('script')).toBeNull();
    expect(text?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.queryByText('نص عربي')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it('shows no frame for a map link that is not https', async () => {
    await openContact((request) =>
      request.path === '/api/contact-us/1' ? contactWith({ map_link: 'javascript:alert(1)' }) : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'اتصل بنا' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
