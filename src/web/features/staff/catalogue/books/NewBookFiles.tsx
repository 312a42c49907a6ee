import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from '#shared/contract/staff-files.ts';
import { Img } from '#web/components/Img.tsx';
import { panel } from '#web/components/ui.tsx';
import { FileUpload } from '../../console/FileUpload.tsx';

/* The new book's cover and PDF: uploaded while the form is filled, attached when the book is saved. */

export type PendingFiles = { cover?: PendingUpload; pdf?: PendingUpload };

/** The files chosen so far and whether one is still on its way, for the form that saves the book. */
export function usePendingFiles() {
  const [files, setFiles] = useState<PendingFiles>({});
  const [sending, setSending] = useState({ cover: false, pdf: false });
  return {
    files,
    busy: sending.cover || sending.pdf,
    tokens: { cover_upload: files.cover?.upload_token, pdf_upload: files.pdf?.upload_token },
    uploaded: (upload: PendingUpload) => setFiles((now) => ({ ...now, [upload.kind]: upload })),
    sending: (kind: 'cover' | 'pdf') => (value: boolean) => setSending((now) => ({ ...now, [kind]: value })),
    /** A token the server refused (a day old, say) is forgotten, so the file is asked for again. */
    forget: () => setFiles({}),
  };
}

type Pending = ReturnType<typeof usePendingFiles>;

export function NewBookFiles({ pending }: { pending: Pending }) {
  const { t } = useTranslation('files');
  const { cover, pdf } = pending.files;
  return (
    // On a phone the files come first, so they upload while the long form below is filled.
    <section aria-labelledby="book-files" className={`${panel} order-first grid gap-4 p-5 xl:order-none`}>
      <h2 id="book-files" className="text-lg font-bold text-brand-900">
        {t('book.title')}
      </h2>
      <p className="text-sm text-brand-700">{t('book.newLead')}</p>
      <FileUpload
        label={t('book.cover')}
        endpoint="POST /staff/uploads/cover"
        id={0}
        kind="image"
        current={
          cover?.image ? (
            <Img
              fileName={cover.image}
              sizes="8rem"
              loading="eager"
              alt={t('book.coverAlt')}
              width={128}
              height={179}
              className="aspect-[5/7] w-32 rounded-lg bg-brand-50 object-cover shadow-sm ring-1 ring-brand-100"
            />
          ) : (
            <p className="text-sm text-brand-700">{t('book.coverNone')}</p>
          )
        }
        hint={t('book.newCoverHint')}
        onSending={pending.sending('cover')}
        onUploaded={({ data }) => pending.uploaded(data)}
      />
      <FileUpload
        label={t('book.pdf')}
        endpoint="POST /staff/uploads/pdf"
        id={0}
        kind="pdf"
        current={
          <p className={`text-sm ${pdf ? 'text-emerald-800' : 'text-amber-800'}`}>
            {pdf ? t('book.pdfWaiting', { count: pdf.pages ?? 0 }) : t('book.pdfNone')}
          </p>
        }
        hint={t('book.newPdfHint')}
        onSending={pending.sending('pdf')}
        onUploaded={({ data }) => pending.uploaded(data)}
      />
    </section>
  );
}
