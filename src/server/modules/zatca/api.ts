import type { ZatcaMessage } from '#server/db/schema/zatca.ts';

/*
 * ZATCA's e-invoicing API (Fatoora) as its developer portal documents it
 * (https://sandbox.zatca.gov.sa/IntegrationSandbox, the "Fatoora Portal" API reference; questions
 * answered at https://zatca1.discourse.group): JSON over HTTPS, `Accept-Version: V2`, HTTP Basic with
 * a CSID's binarySecurityToken and secret, except `POST /compliance`, which takes the portal's one-time
 * password in the `OTP` header.
 * - POST /compliance {csr} → the compliance CSID {requestID, binarySecurityToken, secret};
 * - POST /compliance/invoices {invoiceHash, uuid, invoice} → the compliance checks of a sample;
 * - POST /production/csids {compliance_request_id} → the production CSID;
 * - POST /invoices/reporting/single → a simplified invoice reported (200, 202 with warnings; 400
 *   NOT_REPORTED with its errors);
 * - POST /invoices/clearance/single → a standard invoice cleared, its cleared XML in `clearedInvoice`.
 */

export type Csid = { token: string; secret: string };
export type IssuedCsid = Csid & { requestId: string };
export type SubmittedDocument = { invoiceHash: string; uuid: string; xml: string };

/** What ZATCA answered to a document. */
export type Verdict =
  | { outcome: 'accepted'; messages: ZatcaMessage[]; clearedXml?: string }
  | { outcome: 'rejected'; messages: ZatcaMessage[] }
  /** Not answered (an outage, a time-out, credentials refused): to be sent again. */
  | { outcome: 'failed'; error: string };

type ValidationResults = {
  infoMessages?: ZatcaMessage[] | null;
  warningMessages?: ZatcaMessage[] | null;
  errorMessages?: ZatcaMessage[] | null;
  status?: string;
};

export class ZatcaApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly messages: ZatcaMessage[] = [],
  ) {
    super(message);
  }
}

const basic = ({ token, secret }: Csid) => `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;

export type ZatcaApi = { url: string; timeoutMs?: number };

async function post(api: ZatcaApi, path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${api.url.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': 'en',
      'accept-version': 'V2',
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(api.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  return { status: response.status, json, text };
}

/** Every message of a validation result, errors first. */
export function messagesOf(results: ValidationResults | undefined): ZatcaMessage[] {
  return [...(results?.errorMessages ?? []), ...(results?.warningMessages ?? [])];
}

function issuedCsid(status: number, json: Record<string, unknown>, text: string): IssuedCsid {
  if (status !== 200 || typeof json.binarySecurityToken !== 'string' || typeof json.secret !== 'string') {
    const errors = (json.errors as ZatcaMessage[] | undefined) ?? [];
    throw new ZatcaApiError(status, errors[0]?.message ?? (text.slice(0, 200) || `HTTP ${status}`), errors);
  }
  return { token: json.binarySecurityToken, secret: json.secret, requestId: String(json.requestID) };
}

/** The compliance CSID for the unit's CSR (PEM), with the portal's one-time password. */
export async function complianceCsid(api: ZatcaApi, csrPem: string, otp: string): Promise<IssuedCsid> {
  const { status, json, text } = await post(
    api,
    '/compliance',
    { otp },
    { csr: Buffer.from(csrPem).toString('base64') },
  );
  return issuedCsid(status, json, text);
}

/** The production CSID, once the compliance checks passed. */
export async function productionCsid(api: ZatcaApi, compliance: IssuedCsid): Promise<IssuedCsid> {
  const { status, json, text } = await post(
    api,
    '/production/csids',
    { authorization: basic(compliance) },
    { compliance_request_id: compliance.requestId },
  );
  return issuedCsid(status, json, text);
}

async function submit(api: ZatcaApi, path: string, csid: Csid, doc: SubmittedDocument): Promise<Verdict> {
  try {
    const { status, json, text } = await post(
      api,
      path,
      { authorization: basic(csid), 'clearance-status': '1' },
      { invoiceHash: doc.invoiceHash, uuid: doc.uuid, invoice: Buffer.from(doc.xml).toString('base64') },
    );
    const messages = messagesOf(json.validationResults as ValidationResults | undefined);
    const state = json.reportingStatus ?? json.clearanceStatus;
    if (
      (status === 200 || status === 202) &&
      (state === 'REPORTED' || state === 'CLEARED' || state === undefined)
    ) {
      const cleared =
        typeof json.clearedInvoice === 'string'
          ? Buffer.from(json.clearedInvoice, 'base64').toString('utf8')
          : undefined;
      return { outcome: 'accepted', messages, clearedXml: cleared };
    }
    if (status === 400) return { outcome: 'rejected', messages };
    return { outcome: 'failed', error: `HTTP ${status}: ${text.slice(0, 200)}` };
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer in time' : (error as Error).message;
    return { outcome: 'failed', error: reason };
  }
}

/** A simplified invoice or credit note reported (within 24 hours of its issue). */
export const reportDocument = (api: ZatcaApi, csid: Csid, doc: SubmittedDocument) =>
  submit(api, '/invoices/reporting/single', csid, doc);

/** A standard invoice or credit note cleared (before it is given to the buyer). */
export const clearDocument = (api: ZatcaApi, csid: Csid, doc: SubmittedDocument) =>
  submit(api, '/invoices/clearance/single', csid, doc);

/** A sample document through the compliance checks, with the compliance CSID. */
export const checkCompliance = (api: ZatcaApi, csid: Csid, doc: SubmittedDocument) =>
  submit(api, '/compliance/invoices', csid, doc);
