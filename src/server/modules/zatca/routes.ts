import type { FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { signedDocument } from './documents.ts';

const messages = messagesOf('zatca');

/** The signed ZATCA documents for the orders' staff and the accountant (decision 098). */
export const zatcaRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/zatca/documents/:number',
    {
      summary: 'The signed ZATCA phase 2 XML of an invoice or credit note, by its number',
      description:
        'The UBL 2.1 document as signed into the shop’s chain: its counter (ICV), the previous ' +
        'document’s hash (PIH), its QR code and its XAdES signature. 404 `zatca_document_not_found` ' +
        'while phase 2 is off or before the document is signed.',
    },
    async (request, reply) => {
      const document = await signedDocument(app.db, request.params.number);
      if (!document?.xml) throw new AppError(404, 'zatca_document_not_found', messages.documentNotFound);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.number}.xml"`)
        .send(document.xml);
    },
  );
};
