import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiConfig } from '#web/api/client.ts';

export type Recorded = {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
};
export type Reply = { status?: number; body?: unknown };
/** May answer later (a promise), e.g. to hold a request while a test looks at the pending state. */
export type Handler = (request: Recorded) => Reply | undefined | Promise<Reply | undefined>;

/** Answers of the frame's calls, shaped as the API gives them. */
export const frameAnswers: Record<string, Reply> = {
  'GET /api/social-medias': {
    body: { data: [{ id: 1, title: 'Facebook', link: 'https://facebook.com/shop', icon: 'facebook' }] },
  },
  'GET /api/contact-us/1': {
    body: {
      data: {
        id: 1,
        title: 'اتصل بنا',
        title_ar: 'اتصل بنا',
        title_en: 'Contact us',
        description: '',
        description_ar: '',
        description_en: '',
        map_link: '',
        qr_link: 'example.com',
        phone: '+971 4 000 0000',
        email: 'info@example.com',
      },
    },
  },
  'GET /api/link-types': {
    body: { data: [{ id: 3, title_ar: 'مواقع صديقة', title_en: 'Friendly sites' }] },
  },
  'GET /api/seos': {
    body: { data: { title: 'Warraq', description: 'Books', keywords: 'books' } },
  },
  'GET /api/check-client-login': { body: { data: { ok: true } } },
};

/**
 * A small real HTTP server the web app talks to in component tests, so requests go through the
 * real fetch and the real API client. `handle` overrides answers per test.
 */
export async function startApiServer(handle: Handler = () => undefined) {
  const requests: Recorded[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const [path, search = ''] = (req.url ?? '/').split('?');
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      path,
      query: new URLSearchParams(search),
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const reply = (await handle(recorded)) ??
      frameAnswers[`${recorded.method} ${path}`] ?? {
        status: 404,
        body: { message: 'Not found', code: 'not_found' },
      };
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const previousBase = apiConfig.base;
  apiConfig.base = `http://127.0.0.1:${port}/api`;
  return {
    requests,
    async close() {
      apiConfig.base = previousBase;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
