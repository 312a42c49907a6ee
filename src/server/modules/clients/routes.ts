import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { clientErasure, erasureRequested } from '#server/services/client-erasure.ts';
import { deviceTokens } from '#server/services/device-tokens.ts';
import { verifyAgainstDummy, verifyPassword } from '#server/services/passwords.ts';
import { type CodePurpose, REGISTER_REQUIRED } from '#shared/contract/clients.ts';
import { consumeCode, unknownClientCode } from './codes.ts';
import { eraseClientAccount, erasureRequestedMessage } from './erasure.ts';
import { clientMessages } from './messages.ts';
import { profileRoutes } from './profile-routes.ts';
import {
  activateClient,
  type ClientRow,
  createClient,
  findClientByEmail,
  mailFailed,
  removeUnactivatedClient,
  sendCode,
  setPassword,
  toProfile,
} from './service.ts';
import { issueSession, revokeClientSessions, revokeSession } from './sessions.ts';
import { clientThrottles, rateLimited, routeLimits } from './throttle.ts';
import { rejectInvalidBody } from './validation.ts';

const tags = ['clients'];

/**
 * A deactivated account opens no session: not by password, nor by a mailed code. One its reader
 * asked to erase says so (decision 085), rather than inviting them to ask for it to be opened again.
 */
async function refuseDeactivated(db: Db, client: ClientRow) {
  if (!client.deactivatedAt) return;
  if (await erasureRequested(db, client.id)) {
    throw new AppError(403, 'account_erasure_requested', erasureRequestedMessage);
  }
  throw new AppError(403, 'account_deactivated', clientMessages.accountDeactivated);
}

const sessionOptions = (request: FastifyRequest, remember = false) => ({
  remember,
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** The options of a route that checks a mailed code: under the code-check limit. */
const codeCheckRoute = (summary: string) => ({ tags, summary, config: { rateLimit: routeLimits.code } });

/** Sign-up, activation, login, session check, logout and password reset (spec §2 guest routes, §4, §7). */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const clientRoutes: FastifyPluginAsync = async (app) => {
  clientErasure.subscribe('clients:account', { erase: eraseClientAccount });
  const throttles = clientThrottles(app);
  const devices = deviceTokens(app.config);

  /** The client whose mailed code this is, the code used up; refused under the code-check limits. */
  const clientOfCode = async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    purpose: CodePurpose,
    code: string,
  ) => {
    const { allowed, retryAfter } = await throttles.codeCheck(request);
    if (!allowed) throw rateLimited(reply, retryAfter);
    const client = await findClientByEmail(app.db, email);
    if (!client) throw unknownClientCode();
    await refuseDeactivated(app.db, client);
    await consumeCode(app.db, client.id, purpose, code);
    return client;
  };

  const signedIn = async (request: FastifyRequest, client: ClientRow, remember?: boolean) => ({
    ...toProfile(client),
    active: true as const,
    token: await issueSession(app.db, client.id, sessionOptions(request, remember)),
    device_token: devices.issue({ kind: 'client', id: client.id, email: client.email }),
  });

  route(
    app,
    'POST /register',
    {
      tags,
      summary: 'Create an inactive account and mail its activation code',
      attachValidation: true,
      config: { rateLimit: routeLimits.register },
    },
    async (request, reply) => {
      rejectInvalidBody(request, REGISTER_REQUIRED);
      const client = await createClient(app.db, { ...request.body, language: request.lang });
      try {
        await sendCode(app, request, client, 'activation');
      } catch (error) {
        // An account whose code never arrived cannot be activated, and would answer a retry with 409.
        await removeUnactivatedClient(app.db, client.id);
        if (error instanceof AppError && error.code === 'mail_failed') {
          throw mailFailed(clientMessages.registrationMailFailed);
        }
        throw error;
      }
      return reply
        .status(201)
        .send({ data: { email: client.email }, message: clientMessages.accountCreated[request.lang] });
    },
  );

  route(
    app,
    'POST /client-activation',
    codeCheckRoute('Activate an account with the mailed code; starts a session'),
    async (request, reply) => {
      const { email, sms_code, remember } = request.body;
      const client = await clientOfCode(request, reply, email, 'activation', sms_code);
      const active = await activateClient(app.db, client.id);
      return {
        data: await signedIn(request, active, remember),
        message: clientMessages.accountActivated[request.lang],
      };
    },
  );

  route(
    app,
    'POST /client-resend-code',
    {
      tags,
      summary: 'Mail a fresh activation or password-reset code',
      description: 'Answers the same whether the e-mail is registered or not.',
      config: { rateLimit: routeLimits.mail },
    },
    async (request, reply) => {
      const { email, purpose } = request.body;
      const { allowed, retryAfter } = await throttles.codeMail[purpose](request);
      if (!allowed) throw rateLimited(reply, retryAfter);
      const client = await findClientByEmail(app.db, email);
      const wanted = client && !client.deactivatedAt && (purpose === 'password_reset' || !client.active);
      if (wanted) {
        // Not awaited: how long the mail takes must not tell whether the account exists.
        // sendCode logs a mail server failure itself.
        sendCode(app, request, client, purpose).catch((error) => {
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'code mail failed');
        });
      }
      return { message: clientMessages.codeSent[request.lang] };
    },
  );

  route(
    app,
    'POST /client-login',
    {
      tags,
      summary: 'Sign in; an inactive account gets a fresh activation code instead',
      description:
        'A deactivated account answers 403 `account_deactivated` (the password being right). A session comes with a `device_token`; sent back as `device_token` at the next sign-in, it counts that sign-in against the device alone (10 a quarter hour, 20 an hour, 50 a day), so guesses at the e-mail from other devices never lock it out (decision 039).',
      config: { rateLimit: routeLimits.login },
    },
    async (request, reply) => {
      const { email, password, remember, device_token } = request.body;
      const client = await findClientByEmail(app.db, email);
      // A device this client signed in from is limited on its own, apart from the account's lockout.
      const trusted =
        client && devices.check(device_token, { kind: 'client', id: client.id, email }) !== null;
      const tried = await (trusted ? throttles.deviceLogin : throttles.login)(request);
      if (!tried.allowed) throw rateLimited(reply, tried.retryAfter);
      const valid = client
        ? await verifyPassword(client.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!client || !valid) throw new AppError(401, 'wrong_credentials', clientMessages.wrongCredentials);
      // The right password is no guess: it never fills the lockout that stops guesses.
      await tried.forgive();
      await refuseDeactivated(app.db, client);
      if (!client.active) {
        if ((await throttles.codeMail.activation(request)).allowed) {
          await sendCode(app, request, client, 'activation');
        }
        return {
          data: { email: client.email, active: false as const },
          message: clientMessages.activateFirst[request.lang],
        };
      }
      return {
        data: await signedIn(request, client, remember),
        message: clientMessages.signedIn[request.lang],
      };
    },
  );

  route(
    app,
    'GET /check-client-login',
    { tags, summary: 'The client of the bearer token; 401 when it is unknown, expired or revoked' },
    async (request) => {
      const { id, name, email, active } = request.client!;
      return { data: { id, name, email, active } };
    },
  );

  route(app, 'POST /client-logout', { tags, summary: 'Revoke the bearer token' }, async (request) => {
    await revokeSession(app.db, request.client!.sessionId);
    return { message: clientMessages.signedOut[request.lang] };
  });

  route(
    app,
    'POST /client-email-check',
    {
      tags,
      summary: 'Start a password reset: mail a code to a registered e-mail',
      config: { rateLimit: routeLimits.mail },
    },
    async (request, reply) => {
      const client = await findClientByEmail(app.db, request.body.email);
      if (!client) throw new AppError(404, 'mail_not_found', clientMessages.mailNotFound);
      await refuseDeactivated(app.db, client);
      const { allowed, retryAfter } = await throttles.codeMail.password_reset(request);
      if (!allowed) throw rateLimited(reply, retryAfter);
      await sendCode(app, request, client, 'password_reset');
      return { data: { email: client.email }, message: clientMessages.resetCodeSent[request.lang] };
    },
  );

  route(
    app,
    'POST /client-change-password',
    codeCheckRoute('Set a new password with the mailed reset code; signs out every session'),
    async (request, reply) => {
      const { email, sms_code, password } = request.body;
      const client = await clientOfCode(request, reply, email, 'password_reset', sms_code);
      // The code proves the mailbox, as activation does.
      await setPassword(app.db, client.id, password, true);
      await revokeClientSessions(app.db, client.id);
      return { message: clientMessages.passwordChanged[request.lang] };
    },
  );

  await app.register(profileRoutes);
};
