import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRequestRow } from '#shared/contract/privacy-requests.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { TextArea } from '../../console/form.tsx';
import { useCancelRequest } from './api.ts';

/** Cancelling a data request: the reason is required and kept beside the request (a legal hold). */
export function CancelRequestDialog({ request, onClose }: { request: DataRequestRow; onClose: () => void }) {
  const { t } = useTranslation('staff-data-requests');
  const cancel = useCancelRequest();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      title={t('cancelTitle', { name: request.client_name })}
      keep={t('keep')}
      confirm={t('confirmCancel')}
      pending={cancel.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!note.trim()) return setMissing(true);
        cancel.mutate({ id: request.id, note: note.trim() }, { onSuccess: onClose });
      }}
      field={
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
      }
    />
  );
}
