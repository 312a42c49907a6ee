import { type ReactNode, useState } from 'react';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { DownloadIcon } from './page-icons.tsx';

/**
 * A button that fetches a file and saves it (`download`, from `#web/api/files.ts`): busy while the file
 * comes, a refusal said in a toast (the server's message, else `failed`). `children` says what it
 * saves, busy or not; `className` sizes it.
 */
export function FileButton({
  download,
  failed,
  className = '',
  children,
}: {
  download: () => Promise<void>;
  failed: string;
  className?: string;
  children: (busy: boolean) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast.error((error instanceof ApiError && error.message) || failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={start}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center gap-2 rounded-lg border border-brand-200 font-bold text-brand-700 transition hover:border-gold-400 hover:text-gold-700 disabled:cursor-wait disabled:opacity-60 ${className}`}
    >
      <DownloadIcon />
      {children(busy)}
    </button>
  );
}
