import { generateKeyPairSync, randomBytes, type X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CsrFacts,
  checkedCsr,
  checkedDocument,
  issuedCertificate,
  newTestCa,
  Refusal,
} from './checks.ts';

/*
 * A stand-in of ZATCA's e-invoicing API for the tests, written from the Fatoora developer portal's API
 * reference (https://sandbox.zatca.gov.sa/IntegrationSandbox, questions at https://zatca1.discourse.group):
 * - POST /compliance: header OTP (the portal's one-time password) and Accept-Version: V2, body {csr}
 *   (base64 of the PEM) → 200 {requestID, dispositionMessage: 'ISSUED', binarySecurityToken, secret}
 *   (the token is the base64 of the certificate's base64 DER), 400 on a wrong OTP or CSR;
 * - POST /compliance/invoices (Basic: compliance CSID) {invoiceHash, uuid, invoice} → the checks
 *   ({validationResults, reportingStatus | clearanceStatus});
 * - POST /production/csids (Basic: compliance CSID) {compliance_request_id} → the production CSID,
 *   once a simplified invoice and credit note passed the checks;
 * - POST /invoices/reporting/single (Basic: production CSID, Clearance-Status) → 200 REPORTED or 400
 *   NOT_REPORTED; simplified documents (subtype 02…) only;
 * - POST /invoices/clearance/single → 200 CLEARED with `clearedInvoice` (base64 XML); standard only.
 * Its certificates are signed by its own test CA. It counts the documents reported per UUID, can
 * answer 503 (an outage), hold every answer (a time-out) or refuse documents with ZATCA's messages.
 */

type Issued = {
  secret: string;
  kind: 'compliance' | 'production';
  requestId: string;
  certificate: X509Certificate;
  csr: CsrFacts;
};
type Message = { type: string; code: string; category: string; message: string; status: string };

const validation = (status: string, errors: Message[] = []) => ({
  infoMessages: [
    {
      type: 'INFO',
      code: 'XSD_ZATCA_VALID',
      category: 'XSD validation',
      message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
      status: 'PASS',
    },
  ],
  warningMessages: [],
  errorMessages: errors,
  status,
});

export async function startZatcaStandIn(options: { otp?: string } = {}) {
  const otp = options.otp ?? '123345';
  const ca = newTestCa(generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey);
  const issued = new Map<string, Issued>();
  const passed = new Map<string, Set<string>>();
  /** Documents reported or cleared, by UUID: how many times each was received and accepted. */
  const receipts = new Map<string, number>();
  const state = {
    /** 'up'; 'down' answers 503; 'silent' holds each request unanswered. */
    mode: 'up' as 'up' | 'down' | 'silent',
    /** When set, reporting and clearance refuse documents with these messages. */
    refusing: undefined as Message[] | undefined,
    /** Requests answered 503 or held while down or silent. */
    turnedAway: 0,
  };
  let requests = 0;
  const held: ServerResponse[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const authorised = (req: IncomingMessage, kind: Issued['kind']) => {
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !value) return undefined;
    const [token, secret] = Buffer.from(value, 'base64').toString('utf8').split(':');
    const csid = issued.get(token ?? '');
    return csid && csid.secret === secret && csid.kind === kind ? csid : undefined;
  };

  const issue = (kind: Issued['kind'], csr: CsrFacts, certificate = issuedCertificate(ca, csr)) => {
    const token = Buffer.from(certificate.raw.toString('base64')).toString('base64');
    const csid: Issued = {
      secret: randomBytes(24).toString('base64'),
      kind,
      requestId: String(1_000_000 + issued.size),
      certificate,
      csr,
    };
    issued.set(token, csid);
    return {
      requestID: csid.requestId,
      tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
      dispositionMessage: 'ISSUED',
      binarySecurityToken: token,
      secret: csid.secret,
      errors: null,
    };
  };

  async function handle(req: IncomingMessage, res: ServerResponse, body: Record<string, string>) {
    if (req.headers['accept-version'] !== 'V2')
      return send(res, 400, { code: 'Invalid-Version', message: 'Accept-Version must be V2' });
    if (req.url === '/compliance') {
      if (req.headers.otp !== otp)
        return send(res, 400, { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] });
      return send(res, 200, issue('compliance', checkedCsr(body.csr ?? '')));
    }
    if (req.url === '/production/csids') {
      const csid = authorised(req, 'compliance');
      if (!csid) return send(res, 401, { message: 'Unauthorized' });
      if (body.compliance_request_id !== csid.requestId)
        return send(res, 400, {
          errors: [{ code: 'Invalid-Request-ID', message: 'No compliance CSID has this request ID' }],
        });
      const done = passed.get(csid.requestId) ?? new Set();
      if (!done.has('388') || !done.has('381')) {
        return send(res, 400, {
          errors: [{ code: 'Missing-ComplianceSteps', message: 'The compliance steps are not all passed' }],
        });
      }
      return send(res, 200, issue('production', csid.csr));
    }
    const compliance = req.url === '/compliance/invoices';
    const reporting = req.url === '/invoices/reporting/single';
    if (!compliance && !reporting && req.url !== '/invoices/clearance/single')
      return send(res, 404, { message: 'Not found' });
    const csid = authorised(req, compliance ? 'compliance' : 'production');
    if (!csid) return send(res, 401, { message: 'Unauthorized' });
    if (!compliance && req.headers['clearance-status'] === undefined)
      return send(res, 400, { message: 'Clearance-Status is required' });
    const doc = checkedDocument(body, csid.certificate);
    const simplified = doc.subtype.startsWith('02');
    const answerKey = simplified ? 'reportingStatus' : 'clearanceStatus';
    if (!compliance && simplified !== reporting) {
      const error = {
        type: 'ERROR',
        code: 'invoiceTypeCode',
        category: 'KSA',
        message: reporting ? 'Only simplified invoices are reported' : 'Only standard invoices are cleared',
        status: 'ERROR',
      };
      return send(res, 400, {
        validationResults: validation('ERROR', [error]),
        [answerKey]: simplified ? 'NOT_REPORTED' : 'NOT_CLEARED',
      });
    }
    if (state.refusing && !compliance) {
      return send(res, 400, {
        validationResults: validation('ERROR', state.refusing),
        [answerKey]: simplified ? 'NOT_REPORTED' : 'NOT_CLEARED',
      });
    }
    if (compliance) {
      const done = passed.get(csid.requestId) ?? new Set<string>();
      done.add(doc.code);
      passed.set(csid.requestId, done);
    } else {
      receipts.set(doc.uuid, (receipts.get(doc.uuid) ?? 0) + 1);
    }
    return send(res, 200, {
      validationResults: validation('PASS'),
      [answerKey]: simplified ? 'REPORTED' : 'CLEARED',
      ...(simplified ? {} : { clearedInvoice: Buffer.from(doc.xml).toString('base64') }),
    });
  }

  const server = createServer((req, res) => {
    requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (state.mode !== 'up') {
        state.turnedAway += 1;
        if (state.mode === 'silent') return void held.push(res);
        return send(res, 503, { message: 'Service Unavailable' });
      }
      let body: Record<string, string> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
      } catch {
        return send(res, 400, { message: 'The body is not JSON' });
      }
      handle(req, res, body).catch((error: Error) => {
        const code = error instanceof Refusal ? error.code : 'Internal';
        if (!(error instanceof Refusal)) return send(res, 500, { message: error.message });
        return send(res, 400, {
          errors: [{ code, message: error.message }],
          validationResults: validation('ERROR', [
            { type: 'ERROR', code, category: 'KSA', message: error.message, status: 'ERROR' },
          ]),
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    otp,
    state,
    ca: ca.certificate,
    /** How many times each document (by UUID) was reported or cleared. */
    receipts,
    get requests() {
      return requests;
    },
    /** Answers what was held while silent with 503, and closes. */
    async close() {
      for (const res of held.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
