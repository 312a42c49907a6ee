import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { Price } from '#web/components/Price.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { BackLink, RecordScreen } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { boxSets } from './api.ts';
import { BoxSetForm } from './BoxSetForm.tsx';

/** What the books cost one by one today, and a link to the box set's page in the shop. */
function PartsPanel({ id, price, partsPrice }: { id: number; price: number; partsPrice: number }) {
  const { t } = useTranslation('staff-box-sets');
  return (
    <aside className={`${panel} grid content-start gap-3 p-5`} aria-labelledby="box-set-parts">
      <h2 id="box-set-parts" className="text-lg font-bold text-brand-900">
        {t('parts.title')}
      </h2>
      <p className="text-sm text-brand-700">
        {t('parts.sum')}: <Price value={partsPrice} data-testid="box-set-parts" />
      </p>
      <p className="text-sm text-brand-700">
        {t('parts.saving')}: <Price value={Math.max(0, partsPrice - price)} />
      </p>
      <p className="text-xs text-brand-600">{t('parts.rule')}</p>
      <a
        href={`/#/box-sets/${id}`}
        target="_blank"
        rel="noopener"
        className="text-sm font-semibold text-brand-700 underline hover:text-gold-700"
      >
        {t('parts.inShop')}
      </a>
    </aside>
  );
}

/** /staff/box-sets/new and /staff/box-sets/:id */
export default function BoxSetEditScreen() {
  const { t } = useTranslation('staff-box-sets');
  const { language } = useLanguage();
  const params = useParams();
  const id = positiveId(params.id);
  const box = boxSets.useOne(id);
  const back = <BackLink to="/staff/box-sets" label={t('back')} />;
  if (params.id === undefined) {
    return (
      <>
        <ScreenHeader title={t('new')} lead={t('form.lead')} actions={back} />
        <div className="max-w-4xl">
          <BoxSetForm />
        </div>
      </>
    );
  }
  return (
    <RecordScreen
      query={box}
      missing={id === undefined}
      title={t('title')}
      back={back}
      notFound={t('notFound')}
    >
      {(data) => (
        <>
          <ScreenHeader
            title={textIn(language, data.title_ar, data.title_en)}
            lead={t('form.lead')}
            actions={back}
          />
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <BoxSetForm key={data.id} box={data} />
            <PartsPanel id={data.id} price={data.price} partsPrice={data.parts_price} />
          </div>
        </>
      )}
    </RecordScreen>
  );
}
