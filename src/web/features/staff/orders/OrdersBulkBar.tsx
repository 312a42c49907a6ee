import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/Modal.tsx';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { BulkReport } from '../console/BulkReport.tsx';
import { type Selection, SelectionBar } from '../console/selection.tsx';
import {
  type BulkOutcome,
  useBookShipments,
  useBulkOrders,
  useBulkTracking,
  useExportOrders,
  usePrintLabels,
  usePrintOrders,
} from './bulk-api.ts';

/*
 * The orders list's bulk actions: on the chosen orders (a page's, or all the filters keep) move to
 * processing, ship with one carrier, mark cash received, print packing slips, invoices or shipping
 * labels as one PDF; and for the list as a whole, tracking numbers pasted or read from a CSV, and
 * the CSV export.
 */

const small = 'rounded-lg px-3 py-1.5 text-sm font-semibold';

type Props = {
  selection: Selection;
  pageIds: number[];
  total: number;
  filter: Record<string, string>;
  onReport: (outcome: BulkOutcome) => void;
};

export function OrdersBulkBar({ selection, pageIds, total, filter, onReport }: Props) {
  const { t } = useTranslation('staff-orders');
  const bulk = useBulkOrders();
  const print = usePrintOrders();
  const labels = usePrintLabels();
  const booking = useBookShipments();
  const [shipping, setShipping] = useState(false);
  const chosen = selection.all ? { filter } : { ids: selection.ids };
  const busy = bulk.isPending || print.isPending || labels.isPending || booking.isPending;
  const run = (body: Record<string, unknown>) =>
    bulk.mutate(
      { ...chosen, ...body },
      {
        onSuccess: (outcome) => {
          onReport(outcome);
          if (!outcome.refused) selection.clear();
        },
      },
    );
  const printAll = (kind: 'packing-slip' | 'invoice') =>
    print.mutate({ ...chosen, kind }, { onSuccess: (outcome) => outcome && onReport(outcome) });

  return (
    <>
      <SelectionBar selection={selection} pageIds={pageIds} total={total}>
        <button
          type="button"
          disabled={busy}
          onClick={() => run({ action: 'processing' })}
          className={`${small} ${buttonSecondary}`}
        >
          {t('bulk.processing')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setShipping(true)}
          className={`${small} ${buttonSecondary}`}
        >
          {t('bulk.shipped')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => run({ action: 'paid' })}
          className={`${small} ${buttonSecondary}`}
        >
          {t('bulk.paid')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => printAll('packing-slip')}
          className={`${small} ${buttonSecondary}`}
        >
          {t('bulk.slips')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => printAll('invoice')}
          className={`${small} ${buttonSecondary}`}
        >
          {t('bulk.invoices')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => booking.mutate(chosen, { onSuccess: onReport })}
          className={`${small} ${buttonSecondary}`}
        >
          {t('bulk.book')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => labels.mutate(chosen, { onSuccess: (outcome) => outcome && onReport(outcome) })}
          className={`${small} ${buttonSecondary}`}
        >
          {t('bulk.labels')}
        </button>
      </SelectionBar>
      {shipping && (
        <ShipDialog
          busy={busy}
          onCancel={() => setShipping(false)}
          onShip={(carrier) => {
            setShipping(false);
            run({ action: 'shipped', carrier });
          }}
        />
      )}
    </>
  );
}

function ShipDialog({
  busy,
  onShip,
  onCancel,
}: {
  busy: boolean;
  onShip: (carrier: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff-orders');
  const [carrier, setCarrier] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip(carrier);
  };
  return (
    <Modal title={t('bulk.shipTitle')} onClose={onCancel}>
      <form onSubmit={submit} className="grid gap-3">
        <p className="text-sm text-brand-700">{t('bulk.shipLead')}</p>
        <label className="grid gap-1 font-semibold text-brand-900">
          {t('fields.carrier')}
          <input
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            required
            className="rounded-lg border border-brand-200 px-3 py-2 font-normal"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={buttonPrimary}>
            {t('bulk.shipSubmit')}
          </button>
          <button type="button" onClick={onCancel} className={buttonSecondary}>
            {t('bulk.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Above the list: tracking numbers from CSV and the export of the list's filters. */
export function OrdersTools({
  filter,
  onReport,
}: {
  filter: Record<string, string>;
  onReport: (outcome: BulkOutcome) => void;
}) {
  const { t } = useTranslation('staff-orders');
  const exporter = useExportOrders();
  const [tracking, setTracking] = useState(false);
  return (
    <div className="mb-3 flex flex-wrap gap-2">
      <button type="button" onClick={() => setTracking(true)} className={`${small} ${buttonSecondary}`}>
        {t('bulk.tracking')}
      </button>
      <button
        type="button"
        disabled={exporter.isPending}
        onClick={() => exporter.mutate({ filter, lines: false })}
        className={`${small} ${buttonSecondary}`}
      >
        {t('bulk.export')}
      </button>
      <button
        type="button"
        disabled={exporter.isPending}
        onClick={() => exporter.mutate({ filter, lines: true })}
        className={`${small} ${buttonSecondary}`}
      >
        {t('bulk.exportLines')}
      </button>
      {tracking && <TrackingDialog onClose={() => setTracking(false)} onReport={onReport} />}
    </div>
  );
}

function TrackingDialog({
  onClose,
  onReport,
}: {
  onClose: () => void;
  onReport: (outcome: BulkOutcome) => void;
}) {
  const { t } = useTranslation('staff-orders');
  const send = useBulkTracking();
  const [csv, setCsv] = useState('');
  // A refused paste stays in the dialog, beside the report of its lines, to be mended and sent again.
  const [refused, setRefused] = useState<BulkOutcome | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(csv, {
      onSuccess: (outcome) => {
        if (outcome.refused) {
          setRefused(outcome);
          return;
        }
        onReport(outcome);
        onClose();
      },
    });
  };
  return (
    <Modal title={t('bulk.trackingTitle')} onClose={onClose}>
      {refused && (
        <BulkReport
          message={refused.message}
          refused
          rows={refused.rows.map((row) => ({
            ...row,
            label: row.id === null ? undefined : t('number', { id: row.id }),
          }))}
          onClose={() => setRefused(null)}
        />
      )}
      <form onSubmit={submit} className="grid gap-3">
        <label className="grid gap-1 font-semibold text-brand-900">
          {t('bulk.trackingPaste')}
          <textarea
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            dir="ltr"
            rows={7}
            aria-describedby="tracking-hint"
            placeholder={'1024,Aramex,AX123456\n1025,SMSA,'}
            className="rounded-lg border border-brand-200 px-3 py-2 font-mono text-sm font-normal"
          />
        </label>
        <p id="tracking-hint" className="text-sm text-brand-700">
          {t('bulk.trackingHint')}
        </p>
        <label className="grid gap-1 text-sm font-semibold text-brand-900">
          {t('bulk.trackingFile')}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setCsv(await file.text());
            }}
            className="font-normal"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={send.isPending || csv.trim() === ''} className={buttonPrimary}>
            {t('bulk.trackingSubmit')}
          </button>
          <button type="button" onClick={onClose} className={buttonSecondary}>
            {t('bulk.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
