import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIGEST_HOUR,
  NOTIFY_MODES,
  type NotificationPrefs,
  STAFF_EVENTS,
} from '#shared/contract/staff-notifications.ts';
import { languages } from '#shared/lang.ts';
import { panel } from '#web/components/ui.tsx';
import { FormActions } from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useNotificationPrefs, useSaveNotificationPrefs } from './api.ts';

/* The signed-in member's own notification mails: which events, one mail each or a daily digest, in which language. */

const legend = 'text-base font-bold text-brand-900';
const choice =
  'flex items-start gap-3 rounded-lg border border-brand-100 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50';
const box = 'mt-1 size-4 shrink-0 accent-brand-700';

/** When the digest goes (DIGEST_HOUR of the shop's day), as a time of day in the page's language. */
function useDigestTime() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(`${i18n.language}-u-nu-latn`, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 1, DIGEST_HOUR)));
}

function PrefsForm({ initial }: { initial: NotificationPrefs }) {
  const { t } = useTranslation('staff-notifications');
  const save = useSaveNotificationPrefs();
  const [prefs, setPrefs] = useState(initial);
  const time = useDigestTime();
  const events = STAFF_EVENTS.filter((event) => event in initial.events);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(prefs, { onSuccess: (answer) => setPrefs(answer.data) });
      }}
      aria-labelledby="notification-prefs"
      className={`${panel} grid max-w-2xl gap-6 p-5`}
    >
      <h2 id="notification-prefs" className="text-lg font-bold text-brand-900">
        {t('mailsTitle')}
      </h2>
      <fieldset className="grid gap-2">
        <legend className={legend}>{t('events')}</legend>
        <p className="text-sm text-brand-800">{t('eventsHint')}</p>
        {events.map((event) => (
          <label key={event} className={choice}>
            <input
              type="checkbox"
              className={box}
              checked={prefs.events[event] ?? false}
              onChange={(e) => setPrefs({ ...prefs, events: { ...prefs.events, [event]: e.target.checked } })}
            />
            <span className="grid gap-0.5">
              <span className="font-semibold text-brand-950">{t(`event.${event}`)}</span>
              <span className="text-sm text-brand-800">{t(`eventHint.${event}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className={legend}>{t('mode')}</legend>
        {NOTIFY_MODES.map((mode) => (
          <label key={mode} className={choice}>
            <input
              type="radio"
              name="mode"
              className={box}
              checked={prefs.mode === mode}
              onChange={() => setPrefs({ ...prefs, mode })}
            />
            <span className="grid gap-0.5">
              <span className="font-semibold text-brand-950">{t(`modes.${mode}`)}</span>
              <span className="text-sm text-brand-800">{t(`modeHints.${mode}`, { time })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className={legend}>{t('language')}</legend>
        <div className="flex flex-wrap gap-2">
          {languages.map((lang) => (
            <label key={lang} className={choice.replace('items-start', 'items-center')}>
              <input
                type="radio"
                name="language"
                className="size-4 accent-brand-700"
                checked={prefs.language === lang}
                onChange={() => setPrefs({ ...prefs, language: lang })}
              />
              <span lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="font-semibold text-brand-950">
                {t(`languages.${lang}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormActions pending={save.isPending} />
    </form>
  );
}

export default function NotificationsScreen() {
  const { t } = useTranslation('staff-notifications');
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <Loaded query={useNotificationPrefs()}>{(prefs) => <PrefsForm initial={prefs} />}</Loaded>
    </>
  );
}
