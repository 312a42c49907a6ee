import { useTranslation } from 'react-i18next';
import { FileButton } from '#web/components/FileButton.tsx';
import { downloadCreditNote, downloadInvoice } from './download.ts';

/**
 * Saves the order's invoice, or with `creditNote` that credit note (a PDF in the page's language); a
 * refusal shows the server's message.
 */
export function InvoiceButton({ orderId, creditNote }: { orderId: number; creditNote?: string }) {
  const { t } = useTranslation('orders');
  return (
    <FileButton
      download={() => (creditNote ? downloadCreditNote(orderId, creditNote) : downloadInvoice(orderId))}
      failed={creditNote ? t('creditNote.failed') : t('invoice.failed')}
      className="px-3 py-1.5"
    >
      {(busy) =>
        creditNote ? (
          <span>
            {t('creditNote.button')}{' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              {creditNote}
            </bdi>
          </span>
        ) : busy ? (
          t('invoice.preparing')
        ) : (
          t('invoice.button')
        )
      }
    </FileButton>
  );
}
