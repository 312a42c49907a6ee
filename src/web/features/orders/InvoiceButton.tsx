import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { DownloadIcon } from '#web/components/page-icons.tsx';
import { downloadCreditNote, downloadInvoice } from './download.ts';

/**
 * Saves the order's invoice, or with `creditNote` that credit note (a PDF in the page's language); a
 * refusal shows the server's message.
 */
export function InvoiceButton({ orderId, creditNote }: { orderId: number; creditNote?: string }) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await (creditNote ? downloadCreditNote(orderId, creditNote) : downloadInvoice(orderId));
    } catch (error) {
      const failed = creditNote ? t('creditNote.failed') : t('invoice.failed');
      toast.error((error instanceof ApiError && error.message) || failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={start}
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex items-center gap-2 rounded-lg border border-brand-200 px-3 py-1.5 font-bold text-brand-700 transition hover:border-gold-400 hover:text-gold-700 disabled:cursor-wait disabled:opacity-60"
    >
      <DownloadIcon />
      {creditNote ? (
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
      )}
    </button>
  );
}
