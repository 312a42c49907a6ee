import { shopOrigin } from '#web/api/origin.ts';
import { toast } from '#web/api/toast.ts';
import { icon } from '#web/components/icons.tsx';

const ShareIcon = icon(
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
);

/**
 * A share address of the server (`/b/{id}`, `/n/{id}`…): it answers with the link preview and then
 * opens the page in the shop. The native shell's pages live in the app, so it names the server.
 */
export const shareAddress = (path: string) => `${shopOrigin || window.location.origin}${path}`;

export type ShareTexts = {
  /** The button's name, with what it shares. */
  button: string;
  copied: string;
  failed: string;
};

/** The phone's own share sheet where there is one, else the share address copied to the clipboard. */
export function ShareButton({
  path,
  title,
  texts,
  className = '',
}: {
  path: string;
  title: string;
  texts: ShareTexts;
  className?: string;
}) {
  const share = async () => {
    const url = shareAddress(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(texts.failed);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.failed);
    }
  };
  return (
    <button
      type="button"
      aria-label={texts.button}
      title={texts.button}
      onClick={() => void share()}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-sm ring-1 ring-brand-100 transition hover:text-gold-700 ${className}`}
    >
      <ShareIcon size={20} />
    </button>
  );
}
