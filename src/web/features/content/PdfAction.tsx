import { useState } from 'react';
import { mediaUrl } from '#web/components/Img.tsx';
import { PdfIcon } from '#web/components/page-icons.tsx';
import { PdfUnavailableDialog } from './PdfUnavailableDialog.tsx';

type PdfActionProps = {
  /** `files.pdf` of a news item or article: its first file, when there is one, is the PDF. */
  files: { file_name: string }[];
  label: string;
  className?: string;
};

const look =
  'inline-flex items-center gap-2 rounded-lg border border-gold-300 bg-gold-50 px-4 py-2 text-sm font-bold text-gold-700 transition hover:border-gold-500 hover:bg-gold-100';

/** Opens the item's PDF from the media path in a new tab; without one, the PDF-unavailable popup. */
export function PdfAction({ files, label, className = '' }: PdfActionProps) {
  const [unavailable, setUnavailable] = useState(false);
  const file = files[0]?.file_name;
  if (file) {
    return (
      <a href={mediaUrl(file)} target="_blank" rel="noopener noreferrer" className={`${look} ${className}`}>
        <PdfIcon size={18} />
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" onClick={() => setUnavailable(true)} className={`${look} ${className}`}>
        <PdfIcon size={18} />
        {label}
      </button>
      <PdfUnavailableDialog open={unavailable} onClose={() => setUnavailable(false)} />
    </>
  );
}
