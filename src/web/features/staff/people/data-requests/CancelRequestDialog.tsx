import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRequestRow } from '#shared/contract/privacy-requests.ts';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { TextArea } from '../../console/form.tsx';
import { Modal } from '../../console/Modal.tsx';
import { useCancelRequest } from './api.ts';

/** Cancelling a data request: the reason is required and kept beside the request (a legal hold). */
export function CancelRequestDialog({ request, onClose }: { request: DataRequestRow; onClose: () => void }) {
  const { t } = useTranslation('staff-data-requests');
  const cancel = useCancelRequest();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal title={t('cancelTitle', { name: request.client_name })} onClose={onClose}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!note.trim()) return setMissing(true);
          cancel.mutate({ id: request.id, note: note.trim() }, { onSuccess: onClose });
        }}
      >
        <TextArea
          label={t('note')}
          hint={t('noteHint')}
          required
          value={note}
          error={missing ? { type: 'required', message: t('noteRequired') } : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(false);
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('keep')}
          </button>
          <button
            type="submit"
            className={buttonPrimary}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
          >
            {t('confirmCancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
