import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { localize, messagesOf } from '#server/i18n/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { copyCodesIn } from '#server/services/pdf-trace.ts';
import { readCopyCodes } from '#server/services/pdf-trace-read.ts';
import { createStorages } from '#server/services/storages.ts';
import { receiveUpload } from '#server/services/uploads.ts';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import { UPLOAD_LIMITS } from '#shared/contract/staff-files.ts';
import { traceCopy } from './trace.ts';

const m = messagesOf('backofficeTrace');
/** The codes of one lookup looked up and logged at most (a passage may repeat many). */
const MAX_CODES = 20;

/**
 * Tracing a leaked copy (admin, orders; decision 059): a suspect PDF, or a passage pasted from one, is
 * read for the code every copy carries, and the copy it names is answered. Each lookup is kept in the
 * activity log, found or not. Multipart is understood in this plugin's routes only.
 */
export const traceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.pdf + 1, parts: 5 } });
  const { files } = createStorages(app.config);

  route(
    app,
    'POST /staff/trace',
    {
      summary: 'Whose copy a leaked PDF or a passage of it is: buyer, order, book, time and address',
      description:
        'Either multipart/form-data with the suspect PDF in the field `file` (up to 200 MB; 422 ' +
        '`invalid_pdf` when it is no PDF or cannot be read), or JSON `{ text }`, a passage copied from ' +
        'it. The invisible code of the copy is looked for on its pages, then in its metadata. No match ' +
        'answers 200 with `found: false` and a message. Every lookup is written to the activity log.',
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request) => {
      let codes: string[];
      let source: Record<string, unknown>;
      if (request.isMultipart()) {
        const upload = await receiveUpload(request, { storage: files, maxBytes: UPLOAD_LIMITS.pdf });
        try {
          const bytes = await readFile(upload.path);
          codes = await readCopyCodes(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        } finally {
          await upload.discard();
        }
        source = { source: 'file', bytes: upload.bytes };
      } else {
        const text = request.body?.text;
        if (text === undefined) {
          throw new AppError(422, 'validation', commonMessages.validation, {
            text: [fieldMessages.required],
          });
        }
        codes = copyCodesIn(text);
        source = { source: 'text', characters: text.length };
      }
      codes = codes.slice(0, MAX_CODES);
      const copy = await staffWrite(request, null, async (tx, record) => {
        const found = await traceCopy(tx, codes, request.lang);
        await record({
          action: 'trace',
          entity: 'copy',
          entityId: found?.id ?? null,
          after: found
            ? {
                ...source,
                found: true,
                code: found.code,
                kind: found.kind,
                client_id: found.client_id,
                order_id: found.order_id,
                book_id: found.book_id,
              }
            : { ...source, found: false, codes },
        });
        return found;
      });
      if (!copy) return { data: { found: false as const }, message: m.notFound[request.lang] };
      const { id: _id, ...answer } = copy;
      const found = localize('backofficeTrace', 'found', {
        name: copy.client_name,
        email: copy.client_email,
      });
      return { data: { found: true as const, copy: answer }, message: found[request.lang] };
    },
  );
};
