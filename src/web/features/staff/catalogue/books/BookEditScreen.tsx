import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import type { StaffBook } from '#shared/contract/staff-books.ts';
import { positiveId } from '#shared/ids.ts';
import { textIn } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, Notice, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { ConfirmButton } from '../../console/form.tsx';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { PreorderPanel } from '../preorders/PreorderPanel.tsx';
import { RightsPanel } from '../rights-list/RightsPanel.tsx';
import { useCreateBook, useDeleteBook, useSetHidden, useStaffBook, useUpdateBook } from './api.ts';
import { BookFilesPanel } from './BookFilesPanel.tsx';
import { BookForm } from './BookForm.tsx';
import { NewBookFiles, usePendingFiles } from './NewBookFiles.tsx';
import { StockPanel } from './StockPanel.tsx';

/* A new book, or one book: every field, its cover and PDF, its stock, hiding it and deleting it. */

function useMayEdit() {
  const { staff } = useStaffSession();
  return Boolean(staff.role && CATALOG_ROLES.includes(staff.role));
}

function BackLink() {
  const { t } = useTranslation('staff-books');
  return (
    <Link to="/staff/books" className={buttonSecondary}>
      {t('edit.back')}
    </Link>
  );
}

function NewBook() {
  const { t } = useTranslation('staff-books');
  const { t: tFiles } = useTranslation('files');
  const navigate = useNavigate();
  const create = useCreateBook();
  const mayEdit = useMayEdit();
  const pending = usePendingFiles();
  return (
    <>
      <ScreenHeader title={t('edit.newTitle')} actions={<BackLink />} />
      {!mayEdit && (
        <p role="note" className="mb-4 text-sm text-brand-700">
          {t('edit.readOnly')}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="grid gap-3">
          <BookForm
            mayEdit={mayEdit}
            // A file still on its way would be left out of the book: the save waits for it.
            pending={create.isPending || pending.busy}
            submitLabel={t('edit.create')}
            onSave={(values, onError) =>
              create.mutate(
                { ...values, ...pending.tokens },
                {
                  onSuccess: ({ data }) => navigate(`/staff/books/${data.id}`, { replace: true }),
                  onError: (error) => {
                    if (error instanceof ApiError && error.code === 'upload_unusable') pending.forget();
                    onError(error);
                  },
                },
              )
            }
          />
          {pending.busy && (
            <p role="status" className="text-sm font-medium text-brand-800">
              {tFiles('book.waitForFiles')}
            </p>
          )}
        </div>
        {mayEdit && <NewBookFiles pending={pending} />}
      </div>
    </>
  );
}

/** Hide or show the book, and delete it while no order holds it. */
function StatePanel({ book, title }: { book: StaffBook; title: string }) {
  const { t } = useTranslation('staff-books');
  const navigate = useNavigate();
  const setHidden = useSetHidden(book.id);
  const remove = useDeleteBook(book.id);
  return (
    <section aria-labelledby="book-state" className={`${panel} grid gap-4 p-5`}>
      <h2 id="book-state" className="text-lg font-bold text-brand-900">
        {t('edit.sections.danger')}
      </h2>
      <p className={book.hidden ? 'font-semibold text-red-800' : 'text-brand-800'}>
        {t(book.hidden ? 'edit.hiddenNow' : 'edit.shownNow')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={setHidden.isPending}
          aria-busy={setHidden.isPending || undefined}
          onClick={() => setHidden.mutate(!book.hidden)}
          className={buttonSecondary}
        >
          {t(book.hidden ? 'edit.show' : 'edit.hide')}
        </button>
        <ConfirmButton
          label={t('edit.delete')}
          question={t('edit.confirmDelete', { title })}
          disabled={book.ordered || remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, { onSuccess: () => navigate('/staff/books', { replace: true }) })
          }
        />
      </div>
      {book.ordered && <p className="text-sm text-brand-700">{t('edit.orderedNote')}</p>}
    </section>
  );
}

function EditBook({ id }: { id: number }) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const mayEdit = useMayEdit();
  const found = useStaffBook(id);
  const update = useUpdateBook(id);
  if (found.isError) {
    return (
      <>
        <ScreenHeader title={t('title')} actions={<BackLink />} />
        <Notice
          tone="alert"
          text={t('edit.notFound')}
          action={{ label: t('edit.back'), to: '/staff/books' }}
        />
      </>
    );
  }
  const book = found.data;
  if (!book) return <Spinner size="lg" className="min-h-64" />;
  const title = textIn(language, book.title_ar, book.title_en);
  return (
    <>
      <ScreenHeader
        title={t('edit.title', { title })}
        lead={t('edit.updated', {
          date: formatMoment(book.updated_at, language),
        })}
        actions={
          <>
            {!book.hidden && (
              <a
                href={`#/book-details/${book.id}`}
                target="_blank"
                rel="noreferrer"
                className={buttonSecondary}
              >
                {t('edit.openInShop')}
              </a>
            )}
            <BackLink />
          </>
        }
      />
      {!mayEdit && (
        <p role="note" className="mb-4 text-sm text-brand-700">
          {t('edit.readOnly')}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <BookForm
          // A new starting point for the form when another book is opened.
          key={book.id}
          book={book}
          mayEdit={mayEdit}
          pending={update.isPending}
          onSave={(values, onError, onSaved) =>
            update.mutate(values, { onSuccess: ({ data }) => onSaved(data), onError })
          }
        />
        <div className="grid gap-6">
          <BookFilesPanel bookId={book.id} />
          <StockPanel book={book} mayEdit={mayEdit} />
          {book.coming_soon && <PreorderPanel bookId={book.id} mayEdit={mayEdit} />}
          {mayEdit && <RightsPanel bookId={book.id} hidden={book.hidden} />}
          {mayEdit && <StatePanel book={book} title={title} />}
        </div>
      </div>
    </>
  );
}

export default function BookEditScreen() {
  const { id } = useParams();
  const bookId = positiveId(id);
  if (id === undefined || id === 'new') return <NewBook />;
  if (bookId === undefined) {
    return <EditBook id={0} />;
  }
  return <EditBook id={bookId} />;
}
