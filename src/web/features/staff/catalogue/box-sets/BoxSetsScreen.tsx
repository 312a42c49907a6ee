import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffBoxSet } from '#shared/contract/box-sets.ts';
import { textIn } from '#shared/lang.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonPrimary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import type { Column } from '../../console/list.tsx';
import { actionsColumn, ListScreen, listTexts, useListQuery } from '../../console/resource/index.ts';
import { useCanEdit } from '../taxonomy/NamedList.tsx';
import { type BoxSetsQuery, boxSets } from './api.ts';

/* The box sets (decision 096): each with its format, books, price and what the books cost one by one. */

function useColumns(): Column<StaffBoxSet>[] {
  const { t } = useTranslation('staff-box-sets');
  const { language } = useLanguage();
  return [
    {
      key: 'title',
      label: t('columns.title'),
      sort: 'title',
      render: (box) => (
        <Link
          to={`/staff/box-sets/${box.id}`}
          className="font-bold text-brand-800 underline-offset-4 hover:text-gold-700 hover:underline"
        >
          {textIn(language, box.title_ar, box.title_en)}
        </Link>
      ),
    },
    { key: 'format', label: t('columns.format'), render: (box) => t(`formats.${box.format}`) },
    { key: 'books', label: t('columns.books'), render: (box) => box.book_ids.length },
    { key: 'parts', label: t('columns.parts'), render: (box) => <Price value={box.parts_price} /> },
    { key: 'price', label: t('columns.price'), sort: 'price', render: (box) => <Price value={box.price} /> },
    { key: 'active', label: t('columns.active'), render: (box) => t(box.active ? 'onSale' : 'off') },
  ];
}

/** /staff/box-sets */
export default function BoxSetsScreen() {
  const { t } = useTranslation('staff-box-sets');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const { list, query } = useListQuery<BoxSetsQuery>({ sort: 'title', dir: 'asc' });
  const page = boxSets.useList(query);
  const remove = boxSets.useRemove();
  const columns = useColumns();
  if (canEdit) {
    columns.push(
      actionsColumn<StaffBoxSet>({
        label: t('columns.actions'),
        editLabel: (box) => t('editOne', { name: textIn(language, box.title_ar, box.title_en) }),
        deleteQuestion: (box) => t('form.confirmDelete', { name: box.title_ar }),
        onEdit: (box) => navigate(`/staff/box-sets/${box.id}`),
        remove,
      }),
    );
  }
  return (
    <ListScreen
      {...listTexts((key) => t(key))}
      actions={
        canEdit && (
          <Link to="/staff/box-sets/new" className={buttonPrimary}>
            {t('add')}
          </Link>
        )
      }
      list={list}
      query={page}
      columns={columns}
      rowKey={(box) => box.id}
    />
  );
}
