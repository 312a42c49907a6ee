import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { DownloadIcon } from '#web/components/icons.tsx';
import { downloadInvoice } from './download.ts';

/** Saves the order's invoice (a PDF in the page's language); a refusal shows the server's message. */
export function InvoiceButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await downloadInvoice(orderId);
    } catch (error) {
      toast.error((error instanceof ApiError && error.message) || t('invoice.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={start}
      disabled={busy}
      className="inline-flex items-center gap-2 rounded-lg border border-brand-200 px-3 py-1.5 font-bold text-brand-700 transition hover:border-gold-400 hover:text-gold-700 disabled:cursor-wait disabled:opacity-60"
    >
      <DownloadIcon />
      {busy ? t('invoice.preparing') : t('invoice.button')}
    </button>
  );
}
