import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  FULFILMENT_STAGES,
  type FulfilmentCounts,
  type FulfilmentOrder,
  type FulfilmentStage,
} from '#shared/contract/fulfilment.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { type Column, DataTable, ListFooter, useListParams } from '../../console/list.tsx';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { usePipeline } from './api.ts';

/*
 * The printed orders on their way (decision 100): a row of steps from the buyer's yes to the parcel
 * delivered or returned, each with how many orders stand there, and the orders of the chosen step.
 */

const isStage = (value: string): value is FulfilmentStage =>
  (FULFILMENT_STAGES as readonly string[]).includes(value);

function Stages({ counts, chosen }: { counts: FulfilmentCounts | undefined; chosen: FulfilmentStage }) {
  const { t } = useTranslation('staff-fulfilment');
  return (
    <nav aria-label={t('stagesLabel')} className="mb-6">
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {FULFILMENT_STAGES.map((stage) => {
          const current = stage === chosen;
          return (
            <li key={stage}>
              <Link
                to={`/staff/fulfilment?stage=${stage}`}
                aria-current={current ? 'page' : undefined}
                className={`${panel} grid h-full gap-1 p-4 transition hover:ring-gold-300 ${current ? 'ring-2 ring-brand-700' : ''}`}
              >
                <span className="text-3xl font-extrabold text-brand-900">
                  <bdi>{counts ? counts[stage].toLocaleString('en-US') : '–'}</bdi>
                </span>
                <span className="text-sm leading-relaxed text-brand-700">{t(`stages.${stage}`)}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function useColumns(): Column<FulfilmentOrder>[] {
  const { t } = useTranslation('staff-fulfilment');
  const { language } = useLanguage();
  return [
    {
      key: 'order',
      label: t('columns.order'),
      render: (o) => (
        <Link to={`/staff/orders/${o.id}`} className="font-semibold text-brand-900 underline">
          {t('order', { id: o.id })}
        </Link>
      ),
    },
    { key: 'buyer', label: t('columns.buyer'), render: (o) => <bdi>{o.name}</bdi> },
    {
      key: 'place',
      label: t('columns.place'),
      render: (o) => (
        <span>
          <bdi>{o.city}</bdi>
          {o.country && (
            <>
              {t('placeSeparator')}
              <bdi>{o.country}</bdi>
            </>
          )}
        </span>
      ),
    },
    { key: 'total', label: t('columns.total'), render: (o) => <Price value={o.net_price_cents / 100} /> },
    {
      key: 'placed',
      label: t('columns.placed'),
      render: (o) => <span className="whitespace-nowrap">{formatMoment(o.created_at, language)}</span>,
    },
  ];
}

/** /staff/fulfilment: the steps with their counts, then the chosen step's orders, the longest waiting first. */
export default function FulfilmentScreen() {
  const { t } = useTranslation('staff-fulfilment');
  const list = useListParams({ sort: 'placed', dir: 'asc' });
  const asked = list.filter('stage');
  const stage: FulfilmentStage = isStage(asked) ? asked : 'awaiting_confirmation';
  const pipeline = usePipeline(stage, list.page);
  const answer = pipeline.data;
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <Stages counts={answer?.data.counts} chosen={stage} />
      <DataTable
        caption={t('caption', { stage: t(`stages.${stage}`) })}
        columns={useColumns()}
        rows={answer?.data.orders}
        rowKey={(o) => o.id}
        loading={pipeline.isFetching}
        error={pipeline.isError}
        onRetry={() => void pipeline.refetch()}
        empty={t('empty')}
      />
      <ListFooter meta={answer?.meta ?? undefined} list={list} />
    </>
  );
}
