import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasInvoice, hasPackingSlip } from '#shared/contract/orders.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { ApiError } from '#web/api/client.ts';
import { downloadFile } from '#web/api/files.ts';
import { toast } from '#web/api/toast.ts';
import { DownloadIcon } from '#web/components/page-icons.tsx';
import { buttonSecondary } from '#web/components/ui.tsx';
import { staffSignedOut, staffStore } from '#web/state/staff.ts';

type Kind = 'invoice' | 'packing-slip' | 'credit-note';

/** The order's invoice, packing slip or credit note as the staff member, in the console's language. */
const downloadDocument = (id: number, kind: Kind) =>
  downloadStaffFile(`/staff/orders/${id}/${kind}`, `${kind}-${id}.pdf`);

/** A file of the back office at `path`, saved as `fileName`; an ended session shows the login form. */
export async function downloadStaffFile(path: string, fileName: string) {
  const token = staffStore.get().token;
  try {
    await downloadFile(path, token, fileName);
  } catch (error) {
    // The staff session is over: the console shows its login form again, as for any other call.
    if (error instanceof ApiError && error.status === 401 && staffStore.get().token === token) {
      staffStore.set(staffSignedOut);
    }
    throw error;
  }
}

/** 'Invoice', 'Packing slip' and 'Credit note' for the orders that have them, saved as PDF files. */
export function OrderDocuments({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-orders');
  const [busy, setBusy] = useState<Kind | null>(null);
  const get = async (kind: Kind) => {
    setBusy(kind);
    try {
      await downloadDocument(order.id, kind);
    } catch (error) {
      toast.error((error instanceof ApiError && error.message) || t('documents.failed'));
    } finally {
      setBusy(null);
    }
  };
  const kinds: Kind[] = [
    ...(hasInvoice(order) ? (['invoice'] as const) : []),
    ...(hasPackingSlip(order) ? (['packing-slip'] as const) : []),
    ...(order.credit_note_number ? (['credit-note'] as const) : []),
  ];
  return kinds.map((kind) => (
    <button
      key={kind}
      type="button"
      disabled={busy !== null}
      onClick={() => get(kind)}
      className={buttonSecondary}
    >
      <DownloadIcon />
      {t(`documents.${kind}`)}
    </button>
  ));
}
