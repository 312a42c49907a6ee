import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import PrivacyPage from './PrivacyPage.tsx';

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  delete (window as { hacked?: number }).hacked;
});

const terms = {
  title: 'سياسة الخصوصية',
  description: '',
  title_ar: 'سياسة الخصوصية',
  title_en: 'Privacy policy',
  description_ar:
    '<h2>بياناتك</h2><p>نحترم <strong>خصوصيتك</strong>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
  description_en:
    '<h2>Your data</h2><p>We respect your <strong>privacy</strong>.</p><script>window.hacked = 3</script>',
};

async function openPrivacy() {
  api = await startApiServer((request) =>
    request.path === '/api/our-terms' ? { body: { data: terms } } : undefined,
  );
  renderPage('/privacy-policy', { '/privacy-policy': PrivacyPage });
}

describe('privacy page', () => {
  it('renders the Arabic title and HTML and strips a <script> and an onerror handler', async () => {
    await openPrivacy();
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'بياناتك' })).toBeInTheDocument();
    const body = screen.getByText('خصوصيتك').closest('div');
    expect(body).toHaveTextContent('نحترم خصوصيتك.');
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('renders the English terms in English, left to right', async () => {
    languageStore.set('en');
    await openPrivacy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('privacy').closest('p')).toHaveTextContent('We respect your privacy.');
    expect(screen.queryByText('بياناتك')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('main script')).toBeNull();
    expect(api?.requests.find((r) => r.path === '/api/our-terms')?.headers['accept-language']).toBe('en');
  });
});
