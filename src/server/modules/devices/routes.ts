import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { forbidden, unauthenticated } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { eraseDevicesOf } from './erasure.ts';
import { deviceMessages } from './messages.ts';
import { currentPublicKey, keyFileSetAsideLine, loadVapid, mismatchLine } from './push-keys.ts';
import { upsertDevice } from './service.ts';

const tags = ['devices'];
const MINUTE_MS = 60_000;

/**
 * The body may name a client only as the bearer token's own (DESIGN: the server trusts no client_id):
 * no token 401, another client's id 403. null registers the device logged out.
 */
async function checkClaimedClient(request: FastifyRequest, clientId: number | null) {
  if (clientId === null) return;
  const client = await request.server.loadClient(request);
  if (!client) throw unauthenticated();
  if (client.id !== clientId) throw forbidden();
}

/** Push device registration (spec §7 POST /devices) and the key browsers subscribe with. */
export const deviceRoutes: FastifyPluginAsync = async (app) => {
  clientErasure.subscribe('devices:push', { erase: eraseDevicesOf });
  // Stored (or made) at start, so the first browser never waits on it.
  const vapid = await loadVapid(app.db, app.config);
  if (vapid.source === 'generated') app.log.info('VAPID keys generated for Web Push, kept in the database');
  if (vapid.source === 'key file') app.log.info('VAPID keys taken from the data folder into the database');
  if (vapid.mismatch) app.log.warn(mismatchLine);
  if (vapid.keyFileSetAside) app.log.warn(keyFileSetAsideLine);

  route(
    app,
    'GET /devices/vapid-public-key',
    { tags, summary: 'The public VAPID key browsers subscribe to Web Push with (applicationServerKey)' },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: { public_key: await currentPublicKey(app.db, app.config) } };
    },
  );

  route(
    app,
    'POST /devices',
    {
      tags,
      summary: 'Register a device for push notifications; a known token is updated (upsert by token)',
      security: [{ bearer: [] }, {}],
      onSend: noStore,
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      await checkClaimedClient(request, request.body.client_id);
      const { device, created } = await upsertDevice(app.db, request.body, request.lang);
      const message = (created ? deviceMessages.registered : deviceMessages.updated)[request.lang];
      return reply.status(created ? 201 : 200).send({ data: device, message });
    },
  );
};
