import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NoPdfIcon } from '#web/components/page-icons.tsx';

/**
 * Spec §2: a popup saying the PDF is unavailable; closing it returns to `/`.
 * Escape and the close button both close it; focus moves into it while it is open.
 */
export function PdfUnavailableDialog({ open, onClose }: { open: boolean; onClose?: () => void }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  // Hidden at once (onClose), even while the home page is still loading.
  const close = () => {
    onClose?.();
    navigate('/');
  };
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-brand-950/60 p-4 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="w-full max-w-md rounded-2xl bg-white p-7 text-center shadow-2xl ring-1 ring-brand-100"
      >
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-gold-50 text-gold-600 ring-1 ring-gold-200">
          <NoPdfIcon size={28} />
        </div>
        <h2 id={titleId} className="mb-2 text-xl font-bold text-brand-900">
          {t('pdf.unavailableTitle')}
        </h2>
        <p id={textId} className="mb-6 leading-relaxed text-brand-700">
          {t('pdf.unavailableText')}
        </p>
        <button
          ref={closeButton}
          type="button"
          onClick={close}
          className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white transition hover:bg-brand-800"
        >
          {t('pdf.close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
