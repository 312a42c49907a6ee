import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientState } from '#shared/contract/staff-clients.ts';
import { panel } from '#web/components/ui.tsx';
import { Badge } from '../../console/Badge.tsx';
import { ScrollRegion } from '../../console/ScrollRegion.tsx';

/* Small pieces of the client screens. */

const stateColours: Record<ClientState, string> = {
  not_activated: 'bg-gold-100 text-gold-700',
  active: 'bg-green-100 text-green-800',
  deactivation_requested: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  deactivated: 'bg-red-100 text-red-800',
};

export function ClientStateBadge({ state }: { state: ClientState }) {
  const { t } = useTranslation('staff-clients');
  return <Badge colours={stateColours[state]}>{t(`state.${state}`)}</Badge>;
}

/** A titled table of the client's page, or a line saying there is nothing yet. */
export function SmallTable({
  id,
  title,
  headers,
  empty,
  footer,
  children,
}: {
  id: string;
  title: string;
  headers: string[];
  empty: string | null;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${panel} overflow-hidden`} aria-labelledby={id}>
      <h2 id={id} className="px-4 pt-4 font-bold text-brand-900">
        {title}
      </h2>
      {empty ? (
        <p className="px-4 pb-4 pt-2 text-sm text-brand-600">{empty}</p>
      ) : (
        <ScrollRegion label={title} role="group">
          <table className="w-full min-w-[32rem] text-start text-sm">
            <thead className="text-brand-700">
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="whitespace-nowrap px-4 py-2 text-start">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </ScrollRegion>
      )}
      {footer && <div className="border-t border-brand-100 px-4 py-3 text-sm">{footer}</div>}
    </section>
  );
}

/** The tables scroll sideways on a phone rather than break a date or a badge over lines. */
export const cell = 'whitespace-nowrap px-4 py-2 align-top';
export const row = 'border-t border-brand-100';
