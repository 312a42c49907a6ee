import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * whatsapp-stand-in: a local HTTP server standing in for the WhatsApp Cloud API (graph.facebook.com)
 * in tests, since this machine cannot reach it. Written from Meta's documentation of template messages,
 * https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates and of the
 * messages endpoint's answers and errors,
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages and
 * https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes :
 * POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and a JSON body
 * `{ messaging_product: 'whatsapp', to, type: 'template', template: { name, language: { code },
 * components } }`; it answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id,
 * message_status: 'accepted' }] }`, a wrong token 401 with an OAuthException (code 190), a malformed
 * request 400 (code 100). It records every accepted message.
 */

export type AcceptedMessage = {
  id: string;
  to: string;
  template: string;
  language: string;
  /** The body's parameters, in order. */
  body: string[];
  /** The URL buttons' dynamic suffixes, by index. */
  buttons: string[];
};

const graphError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: `A${randomBytes(8).toString('hex')}` },
});

type Component = {
  type?: string;
  sub_type?: string;
  index?: string;
  parameters?: { type?: string; text?: string }[];
};

/** Why a body is not a template message as documented; null when it is one. */
function refusalOf(body: Record<string, unknown>): string | null {
  if (body.messaging_product !== 'whatsapp') return '(#100) The parameter messaging_product is required.';
  if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return '(#100) Invalid parameter: to';
  if (body.type !== 'template') return '(#100) Param type must be one of {TEXT, TEMPLATE, ...}';
  const template = body.template as { name?: unknown; language?: { code?: unknown }; components?: unknown };
  if (typeof template?.name !== 'string' || template.name === '')
    return '(#100) Param template[name] is required';
  if (typeof template.language?.code !== 'string') return '(#100) Param template[language][code] is required';
  const components = (template.components ?? []) as Component[];
  if (!Array.isArray(components)) return '(#100) Param template[components] must be an array';
  for (const component of components) {
    if (!['header', 'body', 'button'].includes(component.type ?? '')) return '(#100) Invalid component type';
    if (
      component.type === 'button' &&
      (component.sub_type !== 'url' || !/^\d$/.test(component.index ?? ''))
    ) {
      return '(#100) A button component needs sub_type and index';
    }
    if (!(component.parameters ?? []).every((p) => p.type === 'text' && typeof p.text === 'string')) {
      return '(#100) Invalid parameter';
    }
  }
  return null;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Starts the stand-in on a free port of 127.0.0.1 for the account `phoneNumberId` and `token`. */
export async function startWhatsAppStandIn(account: {
  phoneNumberId: string;
  token: string;
  version?: string;
}) {
  const accepted: AcceptedMessage[] = [];
  /** Requests still to be answered 500 (the platform's transient error, code 2), for retries. */
  let failing = 0;
  const path = `/${account.version ?? 'v21.0'}/${account.phoneNumberId}/messages`;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== path) {
      return send(response, 400, graphError('Unsupported post request.', 100, 'GraphMethodException'));
    }
    if (request.headers.authorization !== `Bearer ${account.token}`) {
      return send(response, 401, graphError('Invalid OAuth access token - Cannot parse access token', 190));
    }
    const body = await readJson(request);
    if (!body) return send(response, 400, graphError('(#100) Invalid JSON', 100));
    const refusal = refusalOf(body);
    if (refusal) return send(response, 400, graphError(refusal, 100));
    if (failing > 0) {
      failing -= 1;
      return send(response, 500, graphError('An unknown error occurred', 2, 'OAuthException'));
    }
    const template = body.template as { name: string; language: { code: string }; components?: Component[] };
    const components = template.components ?? [];
    const message: AcceptedMessage = {
      id: `wamid.${randomBytes(12).toString('base64url')}`,
      to: body.to as string,
      template: template.name,
      language: template.language.code,
      body: (components.find((c) => c.type === 'body')?.parameters ?? []).map((p) => p.text ?? ''),
      buttons: components
        .filter((c) => c.type === 'button')
        .sort((a, b) => Number(a.index) - Number(b.index))
        .map((c) => c.parameters?.[0]?.text ?? ''),
    };
    accepted.push(message);
    return send(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: message.id, message_status: 'accepted' }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    /** The next `n` well-formed requests fail with a 500, as the platform's transient errors do. */
    failNext(n: number) {
      failing = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
