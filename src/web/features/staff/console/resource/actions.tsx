import { RowActions, RowButton } from '../list.tsx';

/** What a row's edit and delete buttons need: the texts naming the row, and the delete to run. */
type RowEdit<T> = {
  label: string;
  editLabel: (row: T) => string;
  deleteQuestion: (row: T) => string;
  onEdit: (row: T) => void;
  remove: { isPending: boolean; mutate: (id: number, options?: { onSuccess?: () => void }) => void };
  /** After the row is deleted (e.g. its form closes). */
  onDeleted?: (row: T) => void;
};

/** The column of a list's edit and delete buttons, for those who may write. */
export function actionsColumn<T extends { id: number }>({
  label,
  editLabel,
  deleteQuestion,
  onEdit,
  remove,
  onDeleted,
}: RowEdit<T>) {
  return {
    key: 'actions',
    label,
    render: (row: T) => (
      <RowActions
        editLabel={editLabel(row)}
        onEdit={() => onEdit(row)}
        deleteQuestion={deleteQuestion(row)}
        deleting={remove.isPending}
        onDelete={() => remove.mutate(row.id, onDeleted ? { onSuccess: () => onDeleted(row) } : undefined)}
      />
    ),
  };
}

/** What a row's one action (resend, retry…) needs: its texts, the rows it is offered on, the mutation it runs. */
type RowAction<T> = {
  label: string;
  button: string;
  name: (row: T) => string;
  offered: (row: T) => boolean;
  action: { isPending: boolean; variables: unknown; mutate: (id: number) => void };
};

/** The column of a row's one action, held on the row it runs for. */
export function rowActionColumn<T extends { id: number }>({
  label,
  button,
  name,
  offered,
  action,
}: RowAction<T>) {
  return {
    key: 'actions',
    label,
    render: (row: T) =>
      offered(row) ? (
        <RowButton
          label={button}
          name={name(row)}
          pending={action.isPending && action.variables === row.id}
          onClick={() => action.mutate(row.id)}
        />
      ) : null,
  };
}
