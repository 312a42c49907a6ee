import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound, unauthenticated } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { verifyPassword } from '#server/services/passwords.ts';
import { PROFILE_REQUIRED } from '#shared/contract/clients.ts';
import { requestDeactivation } from './admin-write.ts';
import { clientMessages } from './messages.ts';
import { findClientById, setPassword, toProfile, updateProfile } from './service.ts';
import { revokeClientSessions } from './sessions.ts';
import { routeLimits } from './throttle.ts';
import { rejectInvalidBody } from './validation.ts';

const tags = ['clients'];

/** The token's client, when it is the one the path names; 403 for anyone else's record. */
function ownClientId(request: FastifyRequest): number {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (error?.validationContext === 'params') throw error;
  const { id } = request.params as { id: number };
  const client = request.client;
  if (!client) throw unauthenticated();
  if (client.id !== id) throw forbidden();
  return id;
}

/** The client's own record: read and update (spec §2 /my-profile), and the request to close it. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /clients/:id',
    { tags, summary: "The signed-in client's profile", attachValidation: true },
    async (request) => {
      const row = await findClientById(app.db, ownClientId(request));
      if (!row) throw notFound();
      return { data: toProfile(row) };
    },
  );

  route(
    app,
    'PUT /clients/:id',
    {
      tags,
      summary: "Update the signed-in client's profile; `password` is the current password",
      attachValidation: true,
      config: { rateLimit: routeLimits.profile },
    },
    async (request) => {
      const id = ownClientId(request);
      rejectInvalidBody(request, PROFILE_REQUIRED);
      const current = await findClientById(app.db, id);
      if (!current) throw notFound();
      const { password, new_password, ...profile } = request.body;
      if (!(await verifyPassword(current.passwordHash, password))) {
        throw new AppError(422, 'wrong_password', clientMessages.wrongCurrentPassword, {
          password: [clientMessages.wrongCurrentPassword],
        });
      }
      const row = await updateProfile(app.db, id, profile);
      if (new_password) {
        await setPassword(app.db, id, new_password);
        // A changed password signs out every other device.
        await revokeClientSessions(app.db, id, request.client!.sessionId);
      }
      return { data: toProfile(row), message: clientMessages.updated[request.lang] };
    },
  );

  route(
    app,
    'POST /client-deactivation-request',
    {
      tags,
      summary: "Ask staff to deactivate the signed-in client's account",
      description:
        'Stores the request (asking again keeps the first one); staff confirm it in the console. ' +
        'The account stays open until they do.',
      config: { rateLimit: routeLimits.profile },
    },
    async (request) => {
      const clientId = request.client!.id;
      await app.db.transaction(async (tx) => {
        const row = await requestDeactivation(tx, clientId);
        if (!row?.requestedAt) return;
        // Asking again keeps the first request's time, and so tells staff once.
        await app.staffEvents.tell(tx, {
          type: 'deactivation_request',
          clientId,
          email: row.email,
          requestedAt: row.requestedAt,
        });
      });
      return { message: clientMessages.deactivateSent[request.lang] };
    },
  );
};
