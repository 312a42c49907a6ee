import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { AppError } from '#server/plugins/errors.ts';
import { forgiveRouteHit } from '#server/plugins/rate-limit.ts';
import { route } from '#server/plugins/route.ts';
import { deviceLoginThrottle, keyedThrottle, loginThrottle, rateLimited } from '#server/plugins/throttle.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { deviceTokens } from '#server/services/device-tokens.ts';
import { verifyAgainstDummy, verifyPassword } from '#server/services/passwords.ts';
import { eraseActivityMentions } from './activity-erasure.ts';
import { closeChallenge, failChallenge, findChallenge, openChallenge } from './challenges.ts';
import { membersRoutes } from './members-routes.ts';
import { staffMessages } from './messages.ts';
import { securityRoutes } from './security-routes.ts';
import { findStaffByEmail, findStaffById, type StaffRow, toStaffMember } from './service.ts';
import { issueStaffSession, needsTwoFactorSetup, revokeStaffSession } from './sessions.ts';
import { codeTiers, staffRouteLimits } from './throttle.ts';
import { checkSecondFactor, secretKey } from './two-factor.ts';

const tags = ['staff'];

/**
 * The staff console's sign-in and sessions, its members and their own security. Staff tokens open only the staff routes (these and the
 * back office's), and client tokens never open them.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const staffRoutes: FastifyPluginAsync = async (app) => {
  // An erased reader's e-mail and name leave the activity log (decision 085).
  clientErasure.subscribe('staff:activity', { erase: eraseActivityMentions });
  const staffLogin = loginThrottle(app, 'staff-login');
  const trustedDeviceLogin = deviceLoginThrottle(app, 'staff-login');
  const codeTries = keyedThrottle(app, 'staff-login-code', codeTiers);
  // A device this member signed in from before meets its own limit on codes, as on passwords.
  const deviceCodeTries = keyedThrottle(app, 'staff-login-code-device', codeTiers);
  const devices = deviceTokens(app.config);
  const key = secretKey(app.config);
  // Every answer here is about one member or changes something: no cache may keep it.
  app.addHook('onSend', noStore);

  /** A session for `member`, as both sign-in steps answer it. */
  async function signIn(request: FastifyRequest, member: StaffRow) {
    const session = await issueStaffSession(app.db, member.id, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    const twoFactorOn = member.totpEnabledAt !== null;
    return {
      ...toStaffMember(member),
      code_required: false as const,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      device_token: devices.issue({ kind: 'staff', id: member.id, email: member.email }),
      two_factor_enabled: twoFactorOn,
      two_factor_setup_required: await needsTwoFactorSetup(app.staffPolicy, {
        role: member.role,
        twoFactorOn,
      }),
    };
  }

  route(
    app,
    'POST /staff/login',
    {
      tags,
      summary: 'Staff sign-in: a bearer token for the staff routes only (12 hours), or the code step',
      description:
        'The answer carries a `device_token`; sent back as `device_token` at the next sign-in, it counts that sign-in against the device alone (10 a quarter hour, 20 an hour, 50 a day), so guesses at the e-mail from other devices never lock it out (decision 039). A right password is taken back from those counts: only wrong ones fill them. A member with two-factor sign-in gets `code_required: true` and a `pending_token` for `POST /staff/login/code` instead of a session (decision 051).',
      config: { rateLimit: staffRouteLimits.login },
    },
    async (request, reply) => {
      const { email, password, device_token } = request.body;
      const member = await findStaffByEmail(app.db, email);
      // A device this member signed in from is limited on its own, apart from the account's lockout.
      const trusted = member && devices.check(device_token, { kind: 'staff', id: member.id, email }) !== null;
      const tried = await (trusted ? trustedDeviceLogin : staffLogin)(request);
      if (!tried.allowed) throw rateLimited(reply, tried.retryAfter);
      // An unknown e-mail costs the same hashing as a wrong password, so timing tells neither apart.
      const valid = member
        ? await verifyPassword(member.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!member || !valid || !member.active) {
        throw new AppError(401, 'wrong_credentials', staffMessages.wrongCredentials);
      }
      // The right password is no guess: it never fills the lockout that stops guesses.
      await tried.forgive();
      await forgiveRouteHit(app.db, request, staffRouteLimits.login.timeWindow);
      if (member.totpEnabledAt) {
        const challenge = await openChallenge(app.db, member.id);
        return {
          data: {
            code_required: true as const,
            pending_token: challenge.token,
            expires_at: challenge.expiresAt.toISOString(),
          },
          message: staffMessages.codeNeeded[request.lang],
        };
      }
      return { data: await signIn(request, member), message: staffMessages.signedIn[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/login/code',
    {
      tags,
      summary: 'The code step of a two-factor sign-in: the app’s six digits or a recovery code',
      description:
        'Takes the `pending_token` of `POST /staff/login` (five minutes). A code is good once: the same code again is refused. Five wrong codes void the token, and signing in starts again with the password; ten wrong codes a quarter hour (30 a day) to one member, from any address, answer 429. A `device_token` this member signed in with before counts its codes against that device alone (the same limits), so strangers’ wrong codes never lock it out (decision 068). A recovery code is used up.',
      config: { rateLimit: staffRouteLimits.login },
    },
    async (request, reply) => {
      const { pending_token, code } = request.body;
      const challenge = await findChallenge(app.db, pending_token);
      if (!challenge) throw new AppError(401, 'sign_in_expired', staffMessages.signInExpired);
      const member = await findStaffById(app.db, challenge.staffId);
      if (!member?.active || !member.totpEnabledAt) {
        throw new AppError(401, 'sign_in_expired', staffMessages.signInExpired);
      }
      const device = devices.check(request.body.device_token, {
        kind: 'staff',
        id: member.id,
        email: member.email,
      });
      const tried = await (device === null ? codeTries(String(member.id)) : deviceCodeTries(device));
      if (!tried.allowed) throw rateLimited(reply, tried.retryAfter);
      const used = await checkSecondFactor(app.db, key, member.id, code);
      if (!used) {
        await failChallenge(app.db, challenge.id);
        throw new AppError(422, 'wrong_code', staffMessages.wrongCode);
      }
      await tried.forgive();
      await forgiveRouteHit(app.db, request, staffRouteLimits.login.timeWindow);
      if (!(await closeChallenge(app.db, challenge.id))) {
        throw new AppError(401, 'sign_in_expired', staffMessages.signInExpired);
      }
      return { data: await signIn(request, member), message: staffMessages.signedIn[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/me',
    { tags, summary: 'The staff member of the bearer token; 401 when it is unknown, expired or revoked' },
    async (request) => {
      const staff = request.staff!;
      return {
        data: {
          ...toStaffMember(staff),
          two_factor_enabled: staff.twoFactorOn,
          two_factor_setup_required: await needsTwoFactorSetup(app.staffPolicy, staff),
        },
      };
    },
  );

  route(app, 'POST /staff/logout', { tags, summary: 'Revoke the staff bearer token' }, async (request) => {
    await revokeStaffSession(app.db, request.staff!.sessionId);
    return { message: staffMessages.signedOut[request.lang] };
  });

  // The console's members (admins) and each member's own sign-in security.
  await app.register(membersRoutes);
  await app.register(securityRoutes);
};
