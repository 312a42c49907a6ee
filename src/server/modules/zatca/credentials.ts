import { eq } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { zatcaOnboarding } from '#server/db/schema/zatca.ts';
import type { Csid, ZatcaApi } from './api.ts';
import type { ShopSigner } from './documents.ts';
import { signerOf } from './signature.ts';
import { open } from './vault.ts';

/*
 * The shop's credentials in phase 2 (decision 104): once onboarded from the console, the key kept
 * (encrypted) with the production CSID signs the documents and the CSID reports them; until then, the
 * PEM files of `ZATCA_PRIVATE_KEY_FILE` and `ZATCA_CERTIFICATE_FILE`, when given, sign them (and nothing
 * is reported: there is no CSID to report with).
 */

export type ZatcaSettings = NonNullable<Config['zatca']>;

/** The certificate of a CSID, as PEM: its token is the base64 of the certificate's base64 DER. */
export function certificateOfToken(token: string) {
  const body = Buffer.from(token, 'base64').toString('ascii');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

export const apiOf = (settings: ZatcaSettings): ZatcaApi => ({
  url: settings.apiUrl ?? 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
});

const fileSigners = new WeakMap<object, ShopSigner>();
const onboardedSigners = new Map<string, ShopSigner>();

/** The shop's production CSID, when onboarded. */
export async function productionCsid(
  db: Pick<Db, 'select'>,
  settings: ZatcaSettings,
): Promise<Csid | undefined> {
  if (!settings.keySecret) return undefined;
  const [row] = await db.select().from(zatcaOnboarding).where(eq(zatcaOnboarding.id, 1));
  if (row?.stage !== 'production' || !row.productionToken || !row.productionSecret) return undefined;
  return { token: row.productionToken, secret: open(settings.keySecret, row.productionSecret) };
}

/** Who signs the shop's documents: the onboarded key and certificate, else the PEM files' (or none). */
export async function shopSigner(
  db: Pick<Db, 'select'>,
  settings: ZatcaSettings,
): Promise<ShopSigner | undefined> {
  if (settings.keySecret) {
    const [row] = await db.select().from(zatcaOnboarding).where(eq(zatcaOnboarding.id, 1));
    if (row?.stage === 'production' && row.productionToken) {
      let signer = onboardedSigners.get(row.productionToken);
      if (!signer) {
        const key = open(settings.keySecret, row.privateKey);
        signer = {
          ...signerOf(key, certificateOfToken(row.productionToken)),
          address: settings.sellerAddress,
        };
        onboardedSigners.set(row.productionToken, signer);
      }
      return signer;
    }
  }
  if (!settings.privateKeyPem || !settings.certificatePem) return undefined;
  let signer = fileSigners.get(settings);
  if (!signer) {
    signer = {
      ...signerOf(settings.privateKeyPem, settings.certificatePem),
      address: settings.sellerAddress,
    };
    fileSigners.set(settings, signer);
  }
  return signer;
}
