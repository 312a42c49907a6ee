import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { positiveId } from '#shared/ids.ts';
import { useLanguage } from '#web/state/language.ts';
import { BackLink, RecordScreen } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { zones } from './api.ts';
import { useIsAdmin, zoneName } from './parts.tsx';
import { ZoneCarrierPanel } from './ZoneCarrierPanel.tsx';
import { ZoneForm } from './ZoneForm.tsx';

/** /staff/shipping-zones/new and /staff/shipping-zones/:id. */
export default function ZoneEditScreen() {
  const { t } = useTranslation('staff-shipping');
  const { language } = useLanguage();
  const admin = useIsAdmin();
  const params = useParams();
  const id = positiveId(params.id);
  const zone = zones.useOne(id);
  const back = <BackLink to="/staff/shipping-zones" label={t('zones.back')} />;
  if (params.id === undefined) {
    return (
      <>
        <ScreenHeader title={t('zones.new')} actions={back} />
        <div className="max-w-4xl">
          <ZoneForm />
        </div>
      </>
    );
  }
  return (
    <RecordScreen
      query={zone}
      missing={id === undefined}
      title={t('zones.title')}
      back={back}
      notFound={t('zones.notFound')}
    >
      {(data) => (
        <>
          <ScreenHeader
            title={t('zone.title', { name: zoneName(data, language) })}
            lead={admin ? undefined : t('readOnly')}
            actions={back}
          />
          <div className="max-w-4xl">
            <ZoneForm key={data.id} zone={data} />
            <ZoneCarrierPanel zoneId={data.id} />
          </div>
        </>
      )}
    </RecordScreen>
  );
}
