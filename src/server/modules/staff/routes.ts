import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCatalogService } from '#server/modules/catalog/index.ts';
import { notifyNewBook } from '#server/modules/devices/index.ts';
import { noStore } from '#server/plugins/cache-headers.ts';
import { AppError } from '#server/plugins/errors.ts';
import { loginThrottle, rateLimited } from '#server/plugins/throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '#server/services/passwords.ts';
import {
  NOTIFY_ROLES,
  notifyAnswerSchema,
  staffBookParamsSchema,
  staffBooksAnswerSchema,
  staffBooksQuerySchema,
  staffLoginAnswerSchema,
  staffLoginBodySchema,
  staffMeAnswerSchema,
  staffMessageAnswerSchema,
} from '#shared/contract/staff.ts';
import { staffMessages } from './messages.ts';
import { findStaffByEmail, listStaffBooks, toStaffMember } from './service.ts';
import { issueStaffSession, requireStaff, revokeStaffSession } from './sessions.ts';
import { staffRouteLimits } from './throttle.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/**
 * The staff console's API: its own sign-in and sessions, the books, and 'notify subscribers of this
 * new book'. Staff tokens open only these routes, and client tokens never open them.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.db);
  const staffLogin = loginThrottle(app, 'staff-login');
  app.decorateRequest('staff', null);
  // Every answer here is about one member or changes something: no cache may keep it.
  app.addHook('onSend', noStore);

  app.post(
    '/staff/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: a bearer token for the staff routes only (12 hours)',
        body: staffLoginBodySchema,
        response: { 200: staffLoginAnswerSchema },
      },
      config: { rateLimit: staffRouteLimits.login },
    },
    async (request, reply) => {
      const { allowed, retryAfter } = await staffLogin(request);
      if (!allowed) throw rateLimited(reply, retryAfter);
      const { email, password } = request.body;
      const member = await findStaffByEmail(app.db, email);
      // An unknown e-mail costs the same hashing as a wrong password, so timing tells neither apart.
      const valid = member
        ? await verifyPassword(member.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!member || !valid || !member.active) {
        throw new AppError(401, 'wrong_credentials', staffMessages.wrongCredentials);
      }
      const session = await issueStaffSession(app.db, member.id);
      return {
        data: { ...toStaffMember(member), token: session.token, expires_at: session.expiresAt.toISOString() },
        message: staffMessages.signedIn[request.lang],
      };
    },
  );

  app.get(
    '/staff/me',
    {
      schema: {
        tags,
        summary: 'The staff member of the bearer token; 401 when it is unknown, expired or revoked',
        security,
        response: { 200: staffMeAnswerSchema },
      },
      onRequest: requireStaff(),
    },
    async (request) => ({ data: toStaffMember(request.staff!) }),
  );

  app.post(
    '/staff/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the staff bearer token',
        security,
        response: { 200: staffMessageAnswerSchema },
      },
      onRequest: requireStaff(),
    },
    async (request) => {
      await revokeStaffSession(app.db, request.staff!.sessionId);
      return { message: staffMessages.signedOut[request.lang] };
    },
  );

  app.get(
    '/staff/books',
    {
      schema: {
        tags,
        summary:
          'Books on sale, newest first, for the console; `page` (or `pagination=1`) answers `{data, meta}`',
        security,
        querystring: staffBooksQuerySchema,
        response: { 200: staffBooksAnswerSchema },
      },
      onRequest: requireStaff(),
    },
    async (request) => listStaffBooks(catalog, request.query, request.lang, request.url),
  );

  app.post(
    '/staff/books/:id/notify',
    {
      schema: {
        tags,
        summary:
          'Notify subscribers of this new book: a Web Push to every registered browser (admin, editor)',
        description:
          'Sends the book title in each device’s language; a tap opens `/book-details/{id}`. Devices whose ' +
          'push service answers 404 or 410 are deleted (`removed`); native app devices are `skipped`.',
        security,
        params: staffBookParamsSchema,
        response: { 200: notifyAnswerSchema },
      },
      onRequest: requireStaff(NOTIFY_ROLES),
      config: { rateLimit: staffRouteLimits.notify },
    },
    async (request) => {
      const summary = await notifyNewBook(app.db, app.config, request.params.id, {
        ...app.pushDelivery,
        log: request.log,
      });
      request.log.info(
        { staffId: request.staff!.id, bookId: request.params.id, ...summary },
        'new book notified',
      );
      return { data: summary };
    },
  );
};
