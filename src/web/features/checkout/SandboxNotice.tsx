import { useTranslation } from 'react-i18next';

/** Shown while the shop's card provider is the sandbox: says plainly that no money moves. */
export function SandboxNotice() {
  const { t } = useTranslation('orders');
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-gold-300 bg-gold-50 p-4 text-gold-700">
      <span className="mt-0.5 shrink-0 rounded-md bg-gold-400 px-2 py-0.5 text-xs font-extrabold text-brand-950">
        {t('pdf.sandboxBadge')}
      </span>
      <p className="text-sm font-semibold">{t('pdf.sandboxText')}</p>
    </div>
  );
}
