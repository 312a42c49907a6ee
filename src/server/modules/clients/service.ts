import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { clients } from '#server/db/schema/clients.ts';
import { AppError } from '#server/plugins/errors.ts';
import { hashPassword } from '#server/services/passwords.ts';
import type { ClientProfile, CodePurpose } from '#shared/contract/clients.ts';
import { defaultLanguage, isLang, type Lang, type Localized } from '#shared/lang.ts';
import { issueCode } from './codes.ts';
import { codeMail } from './emails.ts';
import { clientMessages } from './messages.ts';

export type ClientRow = typeof clients.$inferSelect;

export type ProfileInput = {
  name: string;
  date_of_birth: string;
  address: string;
  email: string;
  mobile: string;
  mobile_country?: string | null;
  /** The language of the client's mails; kept as it is when not given. */
  language?: Lang;
};

export const emailTaken = () => new AppError(409, 'email_taken', clientMessages.emailTaken);

/** The public face of a client: never the password hash. */
export function toProfile(row: ClientRow): ClientProfile {
  return {
    id: row.id,
    name: row.name,
    date_of_birth: row.dateOfBirth,
    address: row.address,
    email: row.email,
    mobile: row.mobile,
    mobile_country: row.mobileCountry,
    country_id: row.countryId,
    active: row.active,
    language: isLang(row.language) ? row.language : defaultLanguage,
  };
}

const profileColumns = (input: ProfileInput) => ({
  name: input.name,
  dateOfBirth: input.date_of_birth,
  address: input.address,
  email: input.email,
  mobile: input.mobile,
  mobileCountry: input.mobile_country ?? null,
  ...(input.language ? { language: input.language } : {}),
});

export async function findClientByEmail(db: Db, email: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.email, email)).limit(1);
  return row;
}

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

/**
 * Locks the client's row until the end of the transaction `tx`, serialising that client's payments. `no key
 * update` still lets the client place orders meanwhile (their foreign keys only take `key share`).
 */
export async function lockClient(tx: Db, clientId: number): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
}

/** The country a client buys from (their PDFs' tax), as their last digital checkout named it. */
export async function clientCountry(db: Db, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ countryId: clients.countryId })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.countryId ?? null;
}

/** Remembers the country a client's digital checkout named, for the next one. */
export async function rememberClientCountry(db: Db, clientId: number, countryId: number): Promise<void> {
  await db.update(clients).set({ countryId }).where(eq(clients.id, clientId));
}

/** A new inactive client; 409 when the e-mail is taken, even by a sign-up a moment earlier. */
export async function createClient(
  db: Db,
  input: ProfileInput & { password: string; language: Lang },
): Promise<ClientRow> {
  if (await findClientByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(clients)
    .values({ ...profileColumns(input), passwordHash, language: input.language, active: false })
    .onConflictDoNothing()
    .returning();
  if (!row) throw emailTaken();
  return row;
}

export async function activateClient(db: Db, id: number): Promise<ClientRow> {
  const [row] = await db
    .update(clients)
    .set({ active: true, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

export async function setPassword(db: Db, id: number, password: string, activate = false) {
  const passwordHash = await hashPassword(password);
  await db
    .update(clients)
    .set({ passwordHash, updatedAt: new Date(), ...(activate ? { active: true } : {}) })
    .where(eq(clients.id, id));
}

export async function updateProfile(db: Db, id: number, input: ProfileInput): Promise<ClientRow> {
  const [other] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.email, input.email), ne(clients.id, id)))
    .limit(1);
  if (other) throw emailTaken();
  try {
    const [row] = await db
      .update(clients)
      .set({ ...profileColumns(input), updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return true;
    current = current.cause as never;
  }
  return false;
}

/** Removes a sign-up whose activation code could not be mailed, so the same e-mail can sign up again. */
export async function removeUnactivatedClient(db: Db, id: number): Promise<void> {
  await db.delete(clients).where(and(eq(clients.id, id), eq(clients.active, false)));
}

export const mailFailed = (localized: Localized = clientMessages.mailFailed) =>
  new AppError(503, 'mail_failed', localized);

/**
 * Issues a code and mails it in the language stored with the account (the one it signed up in), not the
 * request's: a reset asked for from another device or browser still reads in the client's language.
 * A mail server failure is logged and answered as 503 `mail_failed`.
 */
export async function sendCode(
  app: FastifyInstance,
  request: FastifyRequest,
  client: ClientRow,
  purpose: CodePurpose,
): Promise<void> {
  const code = await issueCode(app.db, client.id, purpose);
  const lang = isLang(client.language) ? client.language : defaultLanguage;
  try {
    await app.mailer.send(codeMail({ to: client.email, name: client.name, code, purpose, lang }));
  } catch (error) {
    request.log.error({ err: error, purpose }, 'code mail failed');
    throw mailFailed();
  }
}
