import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, Notice, panel } from '#web/components/ui.tsx';
import { QueryTable, type QueryTableProps } from '../QueryTable.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';

/* The frames of the console's resource screens: a list under its title, one record, loading and failing. */

/**
 * A list screen: its title (and the table's caption unless said), lead and actions, what stands above the
 * list (a form), then the list.
 */
export function ListScreen<T>({
  title,
  lead,
  actions,
  caption,
  above,
  ...table
}: Omit<QueryTableProps<T>, 'caption'> & {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  caption?: string;
  above?: ReactNode;
}) {
  return (
    <>
      <ScreenHeader title={title} lead={lead} actions={actions} />
      {above}
      <QueryTable caption={caption ?? title} {...table} />
    </>
  );
}

/** A list screen's texts where its namespace names them alike: `title`, `lead`, `caption` and `empty`. */
export const listTexts = (t: (key: 'title' | 'lead' | 'caption' | 'empty') => string) => ({
  title: t('title'),
  lead: t('lead'),
  caption: t('caption'),
  empty: t('empty'),
});

/** The link to the activity log of one kind of record (`entity`), for the administrators. */
export function HistoryLink({ entity, label }: { entity: string; label: string }) {
  return (
    <Link
      to={`/staff/activity?entity=${entity}`}
      className="text-sm font-semibold text-brand-700 underline hover:text-gold-700"
    >
      {label}
    </Link>
  );
}

/** The way back from a record to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonSecondary}>
      {label}
    </Link>
  );
}

/** Why a record that did not load is not shown, and a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('console');
  return (
    <div role="alert" className={`${panel} flex flex-col items-center gap-4 p-8 text-center`}>
      <p className="font-semibold text-red-800">{t('loadError')}</p>
      <button type="button" onClick={onRetry} className={buttonSecondary}>
        {t('retry')}
      </button>
    </div>
  );
}

type Loading<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

/** What was asked for once it came, a spinner while it comes, or a way to try again. */
export function Loaded<T>({ query, children }: { query: Loading<T>; children: (data: T) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <Spinner size="lg" className="min-h-64" />;
}

/**
 * One record's screen: a spinner while it loads; when the address names none (`missing`) or the server
 * has none, the list's title, the way back and `notFound`; else the record.
 */
export function RecordScreen<T>({
  query,
  missing,
  title,
  back,
  notFound,
  children,
}: {
  query: { data: T | undefined; isError: boolean };
  missing?: boolean;
  title: string;
  back: ReactNode;
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  if (missing || query.isError) {
    return (
      <>
        <ScreenHeader title={title} actions={back} />
        <Notice text={notFound} tone="plain" />
      </>
    );
  }
  if (!query.data) return <Spinner size="lg" className="min-h-64" />;
  return children(query.data);
}
