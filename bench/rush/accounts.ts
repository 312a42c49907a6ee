import type { TestSmtp } from '#server/test/smtp.ts';
import { call, expectStatus } from './http.ts';

/*
 * The buyers' accounts, signed up before the rush as readers sign up: the form, the code from the mail
 * (caught by the SMTP server), the activation that starts a session. Each account comes from an
 * address of its own, as buyers on a sale day do.
 */

export type Account = {
  email: string;
  token: string;
  ip: string;
  /** Printed orders placed and not paid: the shop holds a client to `OPEN_UNPAID_ORDERS_MAX` (3). */
  openPrinted: number;
  /** PDFs bought (or waiting for payment): a PDF is bought once. */
  pdfs: Set<number>;
  /** When this account last called each limited route, for the shop's per-client limits a minute. */
  recent: { quote: number[]; order: number[]; checkout: number[] };
};

const SIGN_UPS_AT_ONCE = 8;

/** A distinct address per configuration and account: 10.<configuration>.<high>.<low>. */
const addressOf = (configuration: number, index: number) =>
  `10.${configuration}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function signUp(base: string, smtp: TestSmtp, configuration: number, index: number): Promise<Account> {
  const ip = addressOf(configuration, index);
  const email = `buyer-${configuration}-${index}@rush.example`;
  const form = {
    name: `قارئ ${index}`,
    date_of_birth: '1990-05-17',
    address: 'عمّان، شارع الجامعة 12',
    email,
    mobile: '+962791234567',
    mobile_country: 'JO',
    password: 'rush-password-1',
  };
  expectStatus(await call(base, 'POST', '/register', { body: form, ip }), 201, `sign-up of ${email}`);
  const code = await smtp.nextCode(email, 120_000);
  const activation = await call(base, 'POST', '/client-activation', { body: { email, sms_code: code }, ip });
  const token = expectStatus(activation, 200, `activation of ${email}`).data.token as string;
  return {
    email,
    token,
    ip,
    openPrinted: 0,
    pdfs: new Set(),
    recent: { quote: [], order: [], checkout: [] },
  };
}

/** Signs up `count` accounts, a few at a time. */
export async function signUpAccounts(
  base: string,
  smtp: TestSmtp,
  configuration: number,
  count: number,
): Promise<Account[]> {
  const accounts: Account[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      accounts[index] = await signUp(base, smtp, configuration, index);
    }
  };
  await Promise.all(Array.from({ length: SIGN_UPS_AT_ONCE }, worker));
  return accounts;
}
