import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { deviceLoginThrottle, loginThrottle, rateLimited } from '#server/plugins/throttle.ts';
import { deviceTokens } from '#server/services/device-tokens.ts';
import { verifyAgainstDummy, verifyPassword } from '#server/services/passwords.ts';
import { staffMessages } from './messages.ts';
import { findStaffByEmail, toStaffMember } from './service.ts';
import { issueStaffSession, revokeStaffSession } from './sessions.ts';
import { staffRouteLimits } from './throttle.ts';

const tags = ['staff'];

/**
 * The staff console's sign-in and sessions. Staff tokens open only the staff routes (these and the
 * back office's), and client tokens never open them.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const staffLogin = loginThrottle(app, 'staff-login');
  const trustedDeviceLogin = deviceLoginThrottle(app, 'staff-login');
  const devices = deviceTokens(app.config);
  // Every answer here is about one member or changes something: no cache may keep it.
  app.addHook('onSend', noStore);

  route(
    app,
    'POST /staff/login',
    {
      tags,
      summary: 'Staff sign-in: a bearer token for the staff routes only (12 hours)',
      description:
        'The answer carries a `device_token`; sent back as `device_token` at the next sign-in, it counts that sign-in against the device alone (10 a quarter hour, 20 an hour, 50 a day), so guesses at the e-mail from other devices never lock it out (decision 039).',
      config: { rateLimit: staffRouteLimits.login },
    },
    async (request, reply) => {
      const { email, password, device_token } = request.body;
      const member = await findStaffByEmail(app.db, email);
      // A device this member signed in from is limited on its own, apart from the account's lockout.
      const trusted = member && devices.check(device_token, { kind: 'staff', id: member.id, email }) !== null;
      const { allowed, retryAfter } = await (trusted ? trustedDeviceLogin : staffLogin)(request);
      if (!allowed) throw rateLimited(reply, retryAfter);
      // An unknown e-mail costs the same hashing as a wrong password, so timing tells neither apart.
      const valid = member
        ? await verifyPassword(member.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!member || !valid || !member.active) {
        throw new AppError(401, 'wrong_credentials', staffMessages.wrongCredentials);
      }
      const session = await issueStaffSession(app.db, member.id);
      return {
        data: {
          ...toStaffMember(member),
          token: session.token,
          expires_at: session.expiresAt.toISOString(),
          device_token: devices.issue({ kind: 'staff', id: member.id, email: member.email }),
        },
        message: staffMessages.signedIn[request.lang],
      };
    },
  );

  route(
    app,
    'GET /staff/me',
    { tags, summary: 'The staff member of the bearer token; 401 when it is unknown, expired or revoked' },
    async (request) => ({ data: toStaffMember(request.staff!) }),
  );

  route(app, 'POST /staff/logout', { tags, summary: 'Revoke the staff bearer token' }, async (request) => {
    await revokeStaffSession(app.db, request.staff!.sessionId);
    return { message: staffMessages.signedOut[request.lang] };
  });
};
