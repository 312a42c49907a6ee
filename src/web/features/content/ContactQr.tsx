import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { withHttps } from './text.ts';

/** Spec §9 defaults for the contact page's QR code. */
export const QR_SIZE = 256;
export const QR_LEVEL = 'L';

/** The QR code of the contact record's link, https:// added when the link lacks http. */
export function ContactQr({ link }: { link: string }) {
  const { t } = useTranslation('content');
  const url = withHttps(link);
  return (
    <figure className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <div className="rounded-xl bg-white p-3 ring-1 ring-brand-100">
        <QRCodeSVG
          value={url}
          size={QR_SIZE}
          level={QR_LEVEL}
          // Kept at L: the library would otherwise raise the level whenever the link fits the same size.
          boostLevel={false}
          title={t('contact.qrTitle')}
          className="h-auto w-full max-w-64"
        />
      </div>
      <figcaption className="text-center text-sm text-brand-700">
        <span className="mb-1 block">{t('contact.qrCaption')}</span>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-bold text-brand-800 hover:text-gold-700"
        >
          <bdi dir="ltr">{link.trim().replace(/^https?:\/\//i, '')}</bdi>
        </a>
      </figcaption>
    </figure>
  );
}
