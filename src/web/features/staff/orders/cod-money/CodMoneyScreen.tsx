import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { DailyMoney } from './DailyMoney.tsx';
import { StatementUpload } from './StatementUpload.tsx';

/** The COD money: a carrier's remittance statement imported, and the daily money per carrier with its CSV. */
export default function CodMoneyScreen() {
  const { t } = useTranslation('staff-cod-money');
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <div className="grid gap-6">
        <StatementUpload />
        <DailyMoney />
      </div>
    </>
  );
}
