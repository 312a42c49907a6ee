import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';

/* Small building blocks shared by the shop's pages (buttons, panels, titles, notices), in its colours. */

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:bg-brand-300 disabled:shadow-none';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-brand-200 bg-white px-5 py-2.5 font-semibold text-brand-800 transition hover:border-gold-400 hover:text-gold-700 disabled:cursor-not-allowed disabled:opacity-50';
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-red-700 px-5 py-2.5 font-bold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
export const panel = 'rounded-2xl bg-white shadow-sm ring-1 ring-brand-100';

export function PageTitle({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="border-s-4 border-gold-400 ps-4 text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">
        {title}
      </h1>
      {lead && <p className="mt-3 max-w-3xl text-brand-700">{lead}</p>}
    </header>
  );
}

type NoticeProps = {
  text: ReactNode;
  /** A way on: a link (`to`) or an action (`onClick`). */
  action?: { label: string; to?: To; state?: unknown; onClick?: () => void };
  tone?: 'plain' | 'alert';
  children?: ReactNode;
};

/** A centred card saying why there is nothing to show, with a way on. */
export function Notice({ text, action, tone = 'plain', children }: NoticeProps) {
  return (
    <div
      role={tone === 'alert' ? 'alert' : undefined}
      className={`${panel} mx-auto my-8 flex max-w-xl flex-col items-center gap-5 p-8 text-center`}
    >
      <p className={`font-semibold ${tone === 'alert' ? 'text-red-800' : 'text-brand-700'}`}>{text}</p>
      {children}
      {action?.to !== undefined && (
        <Link to={action.to} state={action.state} className={buttonSecondary}>
          {action.label}
        </Link>
      )}
      {action?.onClick && (
        <button type="button" onClick={action.onClick} className={buttonSecondary}>
          {action.label}
        </button>
      )}
    </div>
  );
}

/** A label and its value in a summary or card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-sm text-brand-600">{label}</dt>
      <dd className="text-end font-bold text-brand-900">{children}</dd>
    </div>
  );
}
