import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { FormActions } from '../../console/form.tsx';

/* What the forms of pages and settings share: who may write, the form's frame, how it is sent. */

/** Admins and editors change the site's texts; the orders team reads them. */
export function useCanWrite() {
  const { staff } = useStaffSession();
  return staff.role !== undefined && CATALOG_ROLES.includes(staff.role);
}

/** The form's frame: its heading, a link to the shop's page, the fields, and save (or why not). */
export function PageForm({
  id,
  title,
  lead,
  shopPath,
  pending,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  shopPath?: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const canWrite = useCanWrite();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby={id}
      className={`${panel} grid gap-5 p-5`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-brand-700">{lead}</p>
        </div>
        {shopPath && (
          <a href={`#${shopPath}`} target="_blank" rel="noopener" className={`${buttonSecondary} text-sm`}>
            {t('viewOnShop')}
          </a>
        )}
      </div>
      <fieldset disabled={!canWrite} className="grid min-w-0 gap-5">
        {children}
      </fieldset>
      {canWrite ? (
        <FormActions pending={pending} />
      ) : (
        <p className="text-sm text-brand-700">{t('readOnly')}</p>
      )}
    </form>
  );
}
