import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';

/** Recovery codes shown once: to copy or download now, since only their hashes are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('staff-security');
  const text = codes.join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="grid gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-codes" className="font-bold text-brand-900">
        {t('codes.title')}
      </h3>
      <p className="text-sm text-brand-800">{t('codes.lead')}</p>
      <ol
        aria-labelledby="recovery-codes"
        dir="ltr"
        className="grid grid-cols-2 gap-2 font-mono text-base text-brand-950 sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-3 py-1.5 text-center ring-1 ring-amber-200">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => void navigator.clipboard?.writeText(text)}
        >
          {t('codes.copy')}
        </button>
        <button type="button" className={buttonSecondary} onClick={download}>
          {t('codes.download')}
        </button>
        <button type="button" className={buttonPrimary} onClick={onDone}>
          {t('codes.saved')}
        </button>
      </div>
    </div>
  );
}
