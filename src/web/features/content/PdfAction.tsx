import { useState } from 'react';
import { mediaUrl } from '#web/components/Img.tsx';
import { PdfUnavailableDialog } from './PdfUnavailableDialog.tsx';

type PdfActionProps = {
  /** `files.pdf` of a news item or article: its first file, when there is one, is the PDF. */
  files: { file_name: string }[];
  label: string;
  className?: string;
};

const look =
  'inline-flex items-center gap-2 rounded-lg border border-gold-300 bg-gold-50 px-4 py-2 text-sm font-bold text-gold-700 transition hover:border-gold-500 hover:bg-gold-100';

function PdfIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 11v6M9.5 14.5 12 17l2.5-2.5" />
    </svg>
  );
}

/** Opens the item's PDF from the media path in a new tab; without one, the PDF-unavailable popup. */
export function PdfAction({ files, label, className = '' }: PdfActionProps) {
  const [unavailable, setUnavailable] = useState(false);
  const file = files[0]?.file_name;
  if (file) {
    return (
      <a href={mediaUrl(file)} target="_blank" rel="noopener noreferrer" className={`${look} ${className}`}>
        <PdfIcon />
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" onClick={() => setUnavailable(true)} className={`${look} ${className}`}>
        <PdfIcon />
        {label}
      </button>
      <PdfUnavailableDialog open={unavailable} onClose={() => setUnavailable(false)} />
    </>
  );
}
