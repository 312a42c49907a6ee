import type { FastifyPluginAsync } from 'fastify';
import { localize, messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { productionCsid } from './credentials.ts';
import { reportingStatuses, resubmit } from './reporting.ts';

const messages = messagesOf('zatca');
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Each signed document's status with ZATCA, and sending one again (decision 104). */
export const reportingRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/zatca/reporting',
    {
      summary: 'The signed ZATCA documents and what ZATCA made of them',
      description:
        'Newest first: pending, reported, cleared or rejected (with ZATCA’s messages), the attempts and ' +
        'the last error; `phase2` and `onboarded` tell whether anything is reported at all.',
    },
    async (request) => {
      const rows = await reportingStatuses(app.db, request.query.status);
      const settings = app.config.zatca;
      return {
        data: {
          phase2: Boolean(settings),
          onboarded: Boolean(settings && (await productionCsid(app.db, settings))),
          documents: rows.map((row) => ({
            number: row.number ?? '',
            kind: row.kind as 'invoice' | 'credit_note',
            counter: row.counter ?? 0,
            status: row.status as 'pending' | 'reported' | 'cleared' | 'rejected',
            attempts: row.attempts,
            last_error: row.lastError,
            messages: row.messages,
            next_attempt_at: iso(row.nextAttemptAt),
            reported_at: iso(row.reportedAt),
          })),
        },
      };
    },
  );
  route(
    app,
    'POST /staff/zatca/documents/:number/resubmit',
    {
      summary: 'Sends a rejected or failed document to ZATCA again',
      description: '409 `zatca_not_resubmittable` when it is reported, cleared or waiting its first run.',
    },
    async (request) => {
      const { number } = request.params;
      if (!(await resubmit(app.db, number))) {
        throw new AppError(409, 'zatca_not_resubmittable', messages.notResubmittable);
      }
      app.jobs.kick('zatca.report-documents');
      return { message: localize('zatca', 'resubmitted', { number })[request.lang] };
    },
  );
};
