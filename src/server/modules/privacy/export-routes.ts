import type { FastifyPluginAsync } from 'fastify';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from '#server/modules/orders/index.ts';
import { route } from '#server/plugins/route.ts';
import { consentRoutes } from './consent-routes.ts';
import { dataExportOf, recordExport } from './export.ts';
import { dataExportPdf } from './export-pdf.ts';

const tags = ['privacy'];
/** Gathering everything is a heavy read: a few copies a minute are plenty for one reader. */
const rateLimit = { max: 6, timeWindow: MINUTE_MS, keyGenerator: perClient };

const day = () => new Date().toISOString().slice(0, 10);

/**
 * The reader's copy of their data, as JSON and as a PDF, and their marketing consent (decision 085).
 * Each download is kept as a data request of kind `export`, answered, for staff to see.
 */
export const privacyExportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (own) => {
    own.addHook('onSend', privateNoStore);

    route(
      own,
      'GET /profile/data',
      {
        tags,
        summary: 'Everything the shop holds about the signed-in reader, as a JSON file',
        description:
          'Profile, sessions, orders with their lines, invoices, gifts, reading places, marketing consent, ' +
          'contact messages and the newsletter subscription; amounts as integer cents and as text. Books ' +
          'are named in `lang` (else the request’s language). Never a password, token or session id.',
        config: { rateLimit },
      },
      async (request, reply) => {
        const client = clientOf(request);
        const data = await dataExportOf(app.db, client.id, request.query.lang ?? request.lang);
        await recordExport(app.db, client.id, 'json');
        reply.header('content-disposition', `attachment; filename="my-data-${day()}.json"`);
        return data;
      },
    );

    route(
      own,
      'GET /profile/data.pdf',
      {
        tags,
        summary: 'Everything the shop holds about the signed-in reader, as a readable PDF',
        description:
          'The same parts as `GET /profile/data`, laid out in `lang` (else the request’s language).',
        config: { rateLimit },
      },
      async (request, reply) => {
        const client = clientOf(request);
        const data = await dataExportOf(app.db, client.id, request.query.lang ?? request.lang);
        const bytes = await dataExportPdf(data);
        await recordExport(app.db, client.id, 'pdf');
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="my-data-${day()}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(bytes));
      },
    );
  });
  await app.register(consentRoutes);
};
