import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { verifyPassword } from '#server/services/passwords.ts';
import { staffMessages as m } from './messages.ts';
import { findStaffById } from './service.ts';
import { endOtherStaffSessions, endStaffSession, listStaffSessions } from './sessions.ts';
import {
  checkSecondFactor,
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  secretKey,
  startTwoFactor,
  twoFactorState,
  wrongCode,
} from './two-factor.ts';
import { staffWrite } from './write.ts';

/**
 * A member's own sign-in security (decision 051): two-factor sign-in with an authenticator app, its
 * recovery codes, and the member's sessions. Every member reaches only their own; each change is logged.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const securityRoutes: FastifyPluginAsync = async (app) => {
  const key = secretKey(app.config);
  const entity = 'staff';

  route(
    app,
    'GET /staff/security',
    { summary: 'Your two-factor sign-in: on or off, recovery codes left' },
    async (request) => {
      const staff = request.staff!;
      const state = await twoFactorState(app.db, staff.id);
      return {
        data: {
          two_factor_enabled: state.enabledAt !== null,
          enabled_at: state.enabledAt?.toISOString() ?? null,
          recovery_codes_left: state.recoveryCodesLeft,
          required: staff.role === 'admin' && (await app.staffPolicy.adminsNeedTwoFactor()),
        },
      };
    },
  );

  route(
    app,
    'POST /staff/security/two-factor/start',
    {
      summary: 'Start setting up two-factor sign-in: a new key, shown this once',
      description:
        'The key is kept aside until `confirm` gets a code made with it; starting again replaces it.',
    },
    async (request) => {
      const staff = request.staff!;
      const started = await startTwoFactor(app.db, key, staff.id, staff.email);
      return { data: { secret: started.secret, otpauth_uri: started.uri } };
    },
  );

  route(
    app,
    'POST /staff/security/two-factor/confirm',
    { summary: 'Turn two-factor sign-in on with a code of the new key: ten recovery codes, shown this once' },
    async (request) => {
      const codes = await staffWrite(request, null, async (tx, record) => {
        const made = await confirmTwoFactor(tx, key, request.staff!.id, request.body.code);
        await record({ action: 'two_factor_on', entity, entityId: request.staff!.id });
        return made;
      });
      return { data: { recovery_codes: codes }, message: m.twoFactorOn[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/security/two-factor/disable',
    {
      summary: 'Turn two-factor sign-in off, with a current code or the password',
      description: 'Refused (409 `two_factor_required`) for an administrator while the shop requires it.',
    },
    async (request) => {
      const staff = request.staff!;
      const member = await findStaffById(app.db, staff.id);
      if (!member?.totpEnabledAt) throw new AppError(409, 'two_factor_off', m.twoFactorOff);
      if (staff.role === 'admin' && (await app.staffPolicy.adminsNeedTwoFactor())) {
        throw new AppError(409, 'two_factor_required', m.twoFactorStillRequired);
      }
      const { code, password } = request.body;
      if (code) {
        if (!(await checkSecondFactor(app.db, key, staff.id, code))) throw wrongCode();
      } else if (password) {
        if (!(await verifyPassword(member.passwordHash, password))) {
          throw new AppError(422, 'wrong_password', m.wrongPassword);
        }
      } else {
        throw new AppError(422, 'code_or_password', m.codeOrPassword);
      }
      await staffWrite(request, null, async (tx, record) => {
        await disableTwoFactor(tx, staff.id);
        await record({ action: 'two_factor_off', entity, entityId: staff.id });
      });
      return { message: m.twoFactorTurnedOff[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/security/recovery-codes',
    { summary: 'Ten new recovery codes for a current code; the old ones stop working' },
    async (request) => {
      const staff = request.staff!;
      if (!staff.twoFactorOn) throw new AppError(409, 'two_factor_off', m.twoFactorOff);
      if (!(await checkSecondFactor(app.db, key, staff.id, request.body.code))) throw wrongCode();
      const codes = await staffWrite(request, null, async (tx, record) => {
        const made = await renewRecoveryCodes(tx, staff.id);
        await record({ action: 'recovery_codes_renewed', entity, entityId: staff.id });
        return made;
      });
      return { data: { recovery_codes: codes }, message: m.recoveryCodesRenewed[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/sessions',
    { summary: 'Your signed-in sessions, the latest seen first' },
    async (request) => {
      const staff = request.staff!;
      const rows = await listStaffSessions(app.db, staff.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt?.toISOString() ?? null,
          user_agent: row.userAgent,
          ip: row.ipPrefix,
          current: row.id === staff.sessionId,
        })),
      };
    },
  );

  route(
    app,
    'POST /staff/sessions/:id/end',
    { summary: 'End one of your sessions: its token opens nothing from now on' },
    async (request) => {
      const staff = request.staff!;
      const { id } = request.params;
      await staffWrite(request, null, async (tx, record) => {
        if (!(await endStaffSession(tx, staff.id, id)))
          throw new AppError(404, 'not_found', m.sessionNotFound);
        await record({ action: 'session_end', entity, entityId: staff.id, after: { session: id } });
      });
      return { data: { ended: 1 }, message: m.sessionEnded[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/sessions/end-others',
    { summary: 'End every session of yours but this one' },
    async (request) => {
      const staff = request.staff!;
      const ended = await staffWrite(request, null, async (tx, record) => {
        const count = await endOtherStaffSessions(tx, staff.id, staff.sessionId);
        await record({ action: 'sessions_end_others', entity, entityId: staff.id, after: { ended: count } });
        return count;
      });
      return { data: { ended }, message: m.otherSessionsEnded[request.lang] };
    },
  );
};
