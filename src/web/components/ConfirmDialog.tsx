import type { ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import { buttonDanger, buttonPrimary, buttonSecondary } from './ui.tsx';

/**
 * A dialog that asks for one thing before a step: its title, what it says of the step (`lead`), the one
 * field it asks for (`field`, a password or a reason), then two buttons: `keep` closes it, `confirm`
 * sends the form and stays busy while `pending`. `danger`: a step that cannot be undone, in red.
 */
export function ConfirmDialog({
  title,
  lead,
  field,
  keep,
  confirm,
  pending,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  lead?: ReactNode;
  field: ReactNode;
  keep: string;
  confirm: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose} danger={danger}>
      {lead}
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {field}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {keep}
          </button>
          <button
            type="submit"
            className={danger ? buttonDanger : buttonPrimary}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
