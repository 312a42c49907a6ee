import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#web/api/toast.ts';
import { icon } from '#web/components/icons.tsx';
import { usePersisted } from '#web/state/persisted.ts';
import { nativePlatform } from './start-push.ts';
import { enableWebPush, pushRecordStore, webPushSupported } from './web-push.ts';

type Status = 'idle' | 'working' | 'denied';

const BellIcon = icon(<path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zm4 4h4" />);

const statusOnLoad = (): Status =>
  webPushSupported() && Notification.permission === 'denied' ? 'denied' : 'idle';

/**
 * The footer's 'Get notified of new books': browsers ask for permission only from this click. Hidden
 * where Web Push does not exist and inside the native shell (which asks at start, spec §4).
 */
export function PushButton() {
  const { t } = useTranslation('push');
  const record = usePersisted(pushRecordStore);
  const [status, setStatus] = useState<Status>(statusOnLoad);
  if (!webPushSupported() || nativePlatform()) return null;

  if (status === 'denied') return <p className="text-sm text-brand-200">{t('denied')}</p>;
  if (record && Notification.permission === 'granted') {
    return <p className="text-sm text-brand-200">{t('enabled')}</p>;
  }

  const enable = async () => {
    setStatus('working');
    const outcome = await enableWebPush();
    setStatus(outcome === 'denied' ? 'denied' : 'idle');
    if (outcome === 'subscribed') toast.success(t('subscribed'));
    else if (outcome === 'denied') toast.info(t('denied'));
    else toast.error(t('failed'));
  };

  return (
    <button
      type="button"
      onClick={enable}
      disabled={status === 'working'}
      className="inline-flex items-center gap-2 self-start rounded-xl border border-gold-400 px-4 py-2 text-sm font-semibold text-gold-200 transition hover:bg-gold-400 hover:text-brand-950 disabled:opacity-60"
    >
      <BellIcon size={18} />
      {status === 'working' ? t('enabling') : t('enable')}
    </button>
  );
}
