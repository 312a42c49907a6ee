import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { CSV_BOM } from '#server/services/csv.ts';
import { createStorages } from '#server/services/storages.ts';
import { receiveUpload } from '#server/services/uploads.ts';
import { REMITTANCE_LIMITS } from '#shared/contract/cod-remittance.ts';
import { importStatement } from './import.ts';
import { remittanceTexts as t } from './messages.ts';
import { codSummary, summaryCsv } from './summary.ts';

/**
 * The carriers' COD remittance statements imported by staff (admin, orders), and the daily view of
 * the COD money expected, collected and outstanding per carrier, as JSON and as CSV.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const codRemittanceRoutes: FastifyPluginAsync = async (app) => {
  const storages = createStorages(app.config);
  await app.register(multipart, { limits: { fileSize: REMITTANCE_LIMITS.bytes + 1, parts: 5 } });
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: REMITTANCE_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );

  /** The request's CSV as text; refused when it is neither an upload nor a CSV body, or not UTF-8. */
  async function csvText(request: FastifyRequest): Promise<string> {
    let bytes: Buffer;
    if (request.isMultipart()) {
      const upload = await receiveUpload(request, {
        storage: storages.files,
        maxBytes: REMITTANCE_LIMITS.bytes,
      });
      try {
        bytes = await readFile(upload.path);
      } finally {
        await upload.discard();
      }
    } else if (Buffer.isBuffer(request.body)) {
      bytes = request.body;
    } else {
      throw new AppError(415, 'csv_required', t.sendCsv);
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError(422, 'not_utf8', t.notUtf8);
    }
  }

  route(
    app,
    'POST /staff/cod-remittances',
    {
      summary:
        'Import a carrier’s COD remittance statement (CSV): each line matched to a shipment by waybill',
      description:
        'The CSV comes as multipart/form-data in the field `file`, or as the body itself (text/csv), ' +
        'in the carrier’s own layout or the generic one (`waybill,amount,date,reference`). A line is ' +
        '`matched`, `amount_differs`, `unknown_waybill`, or `already_reconciled` (credited by an ' +
        'earlier line or import, and not again). A bad line refuses the file: 422 `statement_invalid` naming it.',
      consumes: ['multipart/form-data', 'text/csv', 'text/plain'],
    },
    async (request, reply) => {
      const data = await importStatement(request, request.query.carrier, await csvText(request));
      const flagged =
        data.counts.amount_differs + data.counts.unknown_waybill + data.counts.already_reconciled;
      return reply.status(201).send({ data, message: t.imported(data.counts.lines, flagged)[request.lang] });
    },
  );

  route(
    app,
    'GET /staff/cod-remittances/summary',
    {
      summary: 'Per day and carrier: the COD cash of the parcels handed over, what came back, what is out',
      description: 'Days in the shop’s time zone, at most 92; without `from` and `to`, the last 30 days.',
    },
    async (request) => ({ data: await codSummary(app.db, request.query) }),
  );

  route(
    app,
    'GET /staff/cod-remittances/summary.csv',
    {
      summary: 'The daily COD money per carrier as CSV (UTF-8 with a BOM, headers in the member’s language)',
    },
    async (request, reply) => {
      const summary = await codSummary(app.db, request.query);
      const lang = request.query.lang ?? request.lang;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cod-money-${summary.from}-${summary.to}.csv"`)
        .send(CSV_BOM + summaryCsv(summary, lang));
    },
  );
};
