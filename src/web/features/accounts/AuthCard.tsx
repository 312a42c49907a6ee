import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useReturnState } from './return-to.ts';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  Icon: ComponentType<{ size?: number }>;
  /** Wider card for the long sign-up form. */
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the guest pages: a centred card with an emblem, a heading and the form. */
export function AuthCard({ title, subtitle, Icon, wide = false, children, footer }: AuthCardProps) {
  return (
    <section className={`mx-auto w-full py-4 sm:py-8 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
      <div className="overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-xl shadow-brand-900/5">
        <header className="relative bg-linear-to-br from-brand-800 via-brand-700 to-brand-900 px-6 pt-8 pb-10 text-center text-white sm:px-10">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-1 bg-linear-to-r from-gold-300 via-gold-500 to-gold-300"
          />
          <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-white/10 text-gold-300 ring-1 ring-white/20">
            <Icon size={28} />
          </span>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
          {subtitle && (
            <p className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-brand-100">{subtitle}</p>
          )}
        </header>
        <div className="px-6 py-8 sm:px-10">{children}</div>
        {footer && (
          <footer className="border-t border-brand-100 bg-brand-50/60 px-6 py-4 text-center text-sm text-brand-800 sm:px-10">
            {footer}
          </footer>
        )}
      </div>
    </section>
  );
}

/** An inline link of the account pages (forgot password, register, back to login). */
export function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      state={useReturnState()}
      className="font-bold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 transition hover:text-gold-600"
    >
      {children}
    </Link>
  );
}

/** The line under an account form: a question and the link answering it ('No account? Register'). */
export function AccountPrompt({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <>
      {text} <AccountLink to={to}>{link}</AccountLink>
    </>
  );
}
