import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { usePageTitle } from '#web/components/usePageTitle.ts';

/** Stands in for a page whose feature is not built yet: its translated name as the heading. */
export function Placeholder({ name }: { name: string }) {
  const { t } = useTranslation('routes');
  const title = t(name);
  usePageTitle(title);
  return (
    <section>
      <h1 className="mb-6 border-s-4 border-gold-400 ps-4 text-3xl font-extrabold text-brand-900">{title}</h1>
      <Outlet />
    </section>
  );
}
