import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { dataRequests } from '#server/db/schema/privacy.ts';
import { closeAccountForErasure } from '#server/modules/clients/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { DATA_REQUEST_DAYS } from '#shared/contract/privacy-requests.ts';
import { erasureRequestedMail } from './requests-mail.ts';
import { requestsMessages as m } from './requests-messages.ts';

/*
 * A reader deletes their account from My profile (decision 085). Their password confirms it; the
 * account closes at once (every session ends, no sign-in any more), the request is kept with its
 * legal deadline, and one mail confirms it. The erasure itself is the job's (erasure.ts).
 */

const DAY_MS = 86_400_000;

/** When the reader asked to erase their account (an open or a done request), or null. */
export async function erasureRequestedAt(db: Pick<Db, 'select'>, clientId: number): Promise<Date | null> {
  const [row] = await db
    .select({ requestedAt: dataRequests.requestedAt, state: dataRequests.state })
    .from(dataRequests)
    .where(and(eq(dataRequests.clientId, clientId), eq(dataRequests.kind, 'erasure')))
    .orderBy(dataRequests.id)
    .limit(1);
  return row ? row.requestedAt : null;
}

type Requested = { requestedAt: Date; dueAt: Date };

/**
 * Closes the account and writes the request and its mail, in one transaction; a second request of
 * the same reader keeps the first and writes no second mail. Null for a wrong password.
 */
export async function requestErasure(db: Db, clientId: number, password: string): Promise<Requested | null> {
  return db.transaction(async (tx) => {
    const mailbox = await closeAccountForErasure(tx, clientId, password);
    if (!mailbox) return null;
    const [open] = await tx
      .select()
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.clientId, clientId),
          eq(dataRequests.kind, 'erasure'),
          eq(dataRequests.state, 'open'),
        ),
      );
    if (open) return { requestedAt: open.requestedAt, dueAt: open.dueAt };
    const now = new Date();
    const [row] = await tx
      .insert(dataRequests)
      .values({
        clientId,
        kind: 'erasure',
        requestedAt: now,
        dueAt: new Date(now.getTime() + DATA_REQUEST_DAYS * DAY_MS),
      })
      .returning();
    const mail = erasureRequestedMail({ name: mailbox.name, lang: mailbox.language, dueAt: row.dueAt });
    await enqueueMail(tx, {
      key: `privacy:erasure-requested:${clientId}`,
      kind: 'erasure_requested',
      to: mailbox.email,
      language: mailbox.language,
      ...mail,
    });
    return { requestedAt: row.requestedAt, dueAt: row.dueAt };
  });
}

/** `POST /profile/erasure`: the signed-in reader deletes their account. */
export const erasureRequestRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'POST /profile/erasure',
    {
      tags: ['privacy'],
      summary: "Delete the signed-in reader's account; the current password confirms it",
      description:
        'Closes the account at once (every session ends; sign-in answers 403 `account_erasure_requested`), ' +
        'keeps an erasure request due in 30 days and mails one confirmation. The erasure job anonymises the ' +
        'account (decision 085). A wrong password answers 422 `wrong_password` and changes nothing.',
    },
    async (request) => {
      const done = await requestErasure(app.db, request.client!.id, request.body.password);
      if (!done) {
        throw new AppError(422, 'wrong_password', m.wrongPassword, { password: [m.wrongPassword] });
      }
      return {
        data: { requested_at: done.requestedAt.toISOString(), due_at: done.dueAt.toISOString() },
        message: m.requested[request.lang],
      };
    },
  );
};
