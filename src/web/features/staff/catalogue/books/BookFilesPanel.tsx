import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import type { BookFiles } from '#shared/contract/staff-files.ts';
import { Img } from '#web/components/Img.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { panel } from '#web/components/ui.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { staffApi } from '../../console/api.ts';
import { FileUpload } from '../../console/FileUpload.tsx';

/* A book's cover and full PDF: what there is now, and the uploads that replace them. */

/** Under the book's own key, so that asking the book again asks its files again too. */
const filesKey = (bookId: number) => ['staff', 'books', 'one', bookId, 'files'] as const;

function useBookFiles(bookId: number) {
  return useQuery({
    queryKey: filesKey(bookId),
    queryFn: async ({ signal }) =>
      (await staffApi('GET /staff/books/:id/files', { params: { id: bookId }, signal })).data,
    staleTime: 0,
  });
}

/** After an upload: the files as they now are, and every list or record showing them asked again. */
function useUploaded(bookId: number) {
  const queries = useQueryClient();
  return (change: Partial<BookFiles>) => {
    queries.setQueryData<BookFiles>(filesKey(bookId), (files) => files && { ...files, ...change });
    void queries.invalidateQueries({ queryKey: ['staff', 'books'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    void queries.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
  };
}

function CurrentCover({ files }: { files: BookFiles }) {
  const { t } = useTranslation('files');
  if (!files.image) return <p className="text-sm text-brand-700">{t('book.coverNone')}</p>;
  const variants = files.image_variants.map(({ key, width, type }) => ({ file_name: key, width, type }));
  return (
    <Img
      fileName={files.image}
      variants={variants}
      sizes="8rem"
      loading="eager"
      alt={t('book.coverAlt')}
      width={128}
      height={179}
      className="aspect-[5/7] w-32 rounded-lg bg-brand-50 object-cover shadow-sm ring-1 ring-brand-100"
    />
  );
}

export function BookFilesPanel({ bookId }: { bookId: number }) {
  const { t } = useTranslation('files');
  const { staff } = useStaffSession();
  const mayEdit = Boolean(staff.role && CATALOG_ROLES.includes(staff.role));
  const files = useBookFiles(bookId);
  const uploaded = useUploaded(bookId);
  return (
    <section aria-labelledby="book-files" className={`${panel} grid gap-4 p-5`}>
      <h2 id="book-files" className="text-lg font-bold text-brand-900">
        {t('book.title')}
      </h2>
      {!mayEdit && <p className="text-sm text-brand-700">{t('book.readOnly')}</p>}
      {files.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('book.loadFailed')}
        </p>
      )}
      {files.isPending && <Spinner size="sm" />}
      {files.data && (
        <>
          <FileUpload
            label={t('book.cover')}
            endpoint="POST /staff/books/:id/cover"
            id={bookId}
            kind="image"
            readOnly={!mayEdit}
            current={<CurrentCover files={files.data} />}
            hint={t('book.coverHint')}
            onUploaded={({ data }) => uploaded(data)}
          />
          <FileUpload
            label={t('book.pdf')}
            endpoint="POST /staff/books/:id/pdf"
            id={bookId}
            kind="pdf"
            readOnly={!mayEdit}
            current={
              <p className={`text-sm ${files.data.has_pdf ? 'text-emerald-800' : 'text-amber-800'}`}>
                {files.data.has_pdf ? t('book.pdfPresent') : t('book.pdfNone')}
              </p>
            }
            hint={t('book.pdfHint')}
            onUploaded={() => uploaded({ has_pdf: true })}
          />
        </>
      )}
    </section>
  );
}
