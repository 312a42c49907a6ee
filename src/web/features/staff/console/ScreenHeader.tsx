import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A console screen's title (also the document's) and its main actions, e.g. 'New book'. */
export function ScreenHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('console');
  useEffect(() => {
    document.title = `${title} — ${t('title')}`;
  }, [title, t]);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold leading-normal text-brand-900">{title}</h1>
        {lead && <p className="mt-1 max-w-3xl text-sm text-brand-700">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
