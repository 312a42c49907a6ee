import { afterAll, beforeAll, expect, it } from 'vitest';
import { activeClient, type ClientsTest, PASSWORD } from '#server/modules/clients/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { hashToken } from '#server/services/sessions.ts';
import { apiCaller, createTestApp, onRealPostgres } from '#server/test/harness.ts';
import { startTestSmtp } from '#server/test/smtp.ts';

/*
 * Every operation of the API's own OpenAPI document, sent wrong: wrong types, NUL bytes, huge strings,
 * unicode controls, `__proto__`, wrong content types, with and without a session. Bad input is
 * answered with a 4xx, never a 5xx; and the log of the whole run holds none of the secrets it used.
 * On PostgreSQL, whose errors (22021, 54000, …) are the ones a wrong value could reach.
 */

type Schema = { type?: string; properties?: Record<string, Schema> };
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const huge = 'ب'.repeat(20_000);
const controls = '\u202e\u200f\u0007\u001b[31m';
const CARD = '4000056655665556';

/** Values a path or query parameter should not be. */
const urlValues = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  'x'.repeat(3000),
  '%E2%80%AE',
  '__proto__',
  '%D8%9F',
  '%25',
  '%ZZ',
];
/** Values a JSON property should not be. */
const bodyValues: unknown[] = [
  'abc',
  -1,
  1.5,
  2 ** 53,
  null,
  true,
  [],
  { __proto__: { polluted: true } },
  '\u0000',
  controls,
  huge,
  ['\u0000'],
];
/** Whole bodies that are not what any route takes, with their content type. */
const wholeBodies: [string, string][] = [
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
  ['application/json', JSON.stringify({ deep: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) })],
  ['application/json', `{"card_number":"${CARD}","card_cvc":"9713","password":"${PASSWORD}"}`],
  ['text/plain', 'hello'],
  ['application/xml', '<a>1</a>'],
  ['application/x-www-form-urlencoded', 'a=1&__proto__=x'],
  [
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--zzz--',
  ],
  ['multipart/form-data', 'no boundary'],
];

const lines: string[] = [];
let t: ClientsTest;
let clientToken: string;
let staffToken: string;
let secrets: string[];

beforeAll(async () => {
  if (!onRealPostgres) return;
  const smtp = await startTestSmtp();
  const app = await createTestApp(
    { smtpUrl: smtp.url, logLevel: 'info' },
    { seed: true, logStream: { write: (line) => lines.push(line) } },
  );
  t = { ...app, smtp };
  const client = await activeClient(t);
  clientToken = client.token;
  staffToken = (await signedInStaff(t, 'admin')).token;
  secrets = [
    PASSWORD,
    STAFF_PASSWORD,
    clientToken,
    staffToken,
    hashToken(clientToken),
    hashToken(staffToken),
    CARD,
  ];
});
afterAll(async () => {
  if (!onRealPostgres) return;
  await t.close();
  await t.smtp.close();
});

/** The URL with each path parameter given `value`, or a well-formed id nothing has. */
const urlOf = (path: string, value = '999999') => path.replace(/\{[^}]+\}/g, value);

function* requestsFor(path: string, method: string, operation: Operation) {
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const properties = Object.keys(
    operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
  );
  const hasPathParameter = path.includes('{');
  yield { url: urlOf(path) };
  if (hasPathParameter) for (const value of urlValues) yield { url: urlOf(path, value) };
  for (const parameter of query) {
    for (const value of urlValues) yield { url: `${urlOf(path)}?${parameter.name}=${value}` };
    yield { url: `${urlOf(path)}?${parameter.name}=1&${parameter.name}=2` };
  }
  if (method === 'get' || method === 'delete') return;
  for (const property of properties) {
    for (const value of bodyValues) yield { url: urlOf(path), body: JSON.stringify({ [property]: value }) };
  }
  for (const [type, body] of wholeBodies) yield { url: urlOf(path), body, type };
}

it.runIf(onRealPostgres)(
  'answers every operation sent wrong with a 4xx, and logs no secret',
  async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const call = apiCaller(t);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const endsSession = path.endsWith('logout');
        const token = endsSession ? undefined : path.startsWith('/api/staff/') ? staffToken : clientToken;
        for (const request of requestsFor(path, method, operation)) {
          for (const bearer of token ? [undefined, token] : [undefined]) {
            const res = await call(method.toUpperCase() as 'GET', request.url.replace(/^\/api/, ''), {
              token: bearer,
              headers: {
                ...(request.body === undefined ? {} : { 'content-type': request.type ?? 'application/json' }),
                ...(request.body === undefined ? {} : { 'x-fuzz-body': '1' }),
              },
              ...(request.body === undefined ? {} : { body: request.body }),
            });
            sent += 1;
            if (res.statusCode >= 500)
              failures.push(
                `${method.toUpperCase()} ${request.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const log = lines.join('');
    expect(log).toContain('"statusCode":422');
    for (const secret of secrets) expect(log, 'a secret in the log').not.toContain(secret);
    expect(log).not.toMatch(/\$argon2/);
  },
  300_000,
);
