import { type DragEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '#shared/contract/endpoints.ts';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS, type UploadKind } from '#shared/contract/staff-files.ts';
import { ApiError } from '#web/api/client.ts';
import { buttonSecondary } from '#web/components/ui.tsx';
import { type UploadEndpoint, uploadFile } from './upload-file.ts';

/*
 * One file upload of the console: a label, what is there now (a preview or a link), the accepted
 * types and size limit, the upload's progress with a way to cancel it, and the server's message when
 * it refuses the file. The server decides what a file is by its content; the console only spares the
 * member a long wait for a file that is too large anyway.
 */

const MB = 1024 * 1024;
/** Megabytes to one decimal, rounded up: a file just over a limit never reads as the limit itself. */
const megabytes = (bytes: number) => Math.ceil((bytes / MB) * 10) / 10;

type Status =
  | { state: 'idle' }
  | { state: 'sending'; name: string; fraction: number }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

type FileUploadProps<K extends UploadEndpoint> = {
  /** What the file is, e.g. 'Cover'. */
  label: string;
  endpoint: K;
  /** The record the file belongs to. */
  id: number;
  kind: UploadKind;
  /** What is there now: a preview, a link, or a line saying there is nothing yet. */
  current?: ReactNode;
  /** A line about what happens to the file, under the limits. */
  hint?: ReactNode;
  /** Shown without a way to upload (a member who may only read). */
  readOnly?: boolean;
  onUploaded?: (answer: AnswerOf<K>) => void;
  /** Told when a file starts and stops being sent, so a form can wait for it. */
  onSending?: (sending: boolean) => void;
};

type UploadOptions<K extends UploadEndpoint> = Pick<
  FileUploadProps<K>,
  'endpoint' | 'id' | 'onUploaded' | 'onSending'
> & {
  /** The largest file sent, in bytes. */
  limit: number;
  /** The file input, emptied after each try. */
  input: RefObject<HTMLInputElement | null>;
};

/** One file at a time sent to `endpoint`: where it stands, how to send one and how to cancel it. */
function useUpload<K extends UploadEndpoint>({
  endpoint,
  id,
  limit,
  onUploaded,
  onSending,
  input,
}: UploadOptions<K>) {
  const { t } = useTranslation('files');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  // An upload still running when the panel goes away is cancelled with it.
  useEffect(() => () => running.current?.abort(), []);

  async function send(file: File) {
    if (status.state === 'sending') return;
    if (file.size > limit) {
      setStatus({
        state: 'failed',
        message: t('upload.tooLarge', {
          name: file.name,
          size: megabytes(file.size),
          limit: megabytes(limit),
        }),
      });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setStatus({ state: 'sending', name: file.name, fraction: 0 });
    onSending?.(true);
    try {
      const answer = await uploadFile(endpoint, id, file, {
        signal: controller.signal,
        onProgress: (fraction) => setStatus({ state: 'sending', name: file.name, fraction }),
      });
      setStatus({ state: 'done', message: answer.message });
      onUploaded?.(answer);
    } catch (error) {
      if (controller.signal.aborted) {
        setStatus({ state: 'failed', message: t('upload.cancelled', { name: file.name }) });
      } else {
        const message = error instanceof ApiError ? error.message : '';
        setStatus({ state: 'failed', message: message || t('upload.network') });
      }
    } finally {
      onSending?.(false);
      running.current = null;
      // The same file may be chosen again after a refusal.
      if (input.current) input.current.value = '';
    }
  }
  return { status, send, cancel: () => running.current?.abort() };
}

/** A file on its way: how much is sent (or that the server is checking it), and its cancel. */
function UploadProgress({
  name,
  fraction,
  onCancel,
}: {
  name: string;
  fraction: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation('files');
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3 text-sm text-brand-800">
        <span>
          {fraction < 1
            ? t('upload.sending', { name, percent: Math.floor(fraction * 100) })
            : t('upload.checking', { name })}
        </span>
        <button type="button" className="text-sm font-semibold text-red-800 underline" onClick={onCancel}>
          {t('upload.cancel')}
        </button>
      </div>
      <progress
        className="h-2 w-full accent-brand-700"
        max={1}
        value={fraction}
        aria-label={t('upload.progress')}
      />
    </div>
  );
}

/** The file input (a button to choose), the drop hint, and the accepted types and size limit. */
function FileChooser({
  ids,
  input,
  kind,
  limit,
  hint,
  sending,
  failed,
  onChoose,
}: {
  ids: Record<'title' | 'input' | 'limits' | 'status' | 'error', string>;
  input: RefObject<HTMLInputElement | null>;
  kind: UploadKind;
  limit: number;
  hint?: ReactNode;
  sending: boolean;
  failed: boolean;
  onChoose: (file: File) => void;
}) {
  const { t } = useTranslation('files');
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={ids.input}
          type="file"
          accept={UPLOAD_ACCEPT[kind]}
          disabled={sending}
          aria-labelledby={ids.title}
          aria-describedby={`${ids.limits} ${ids.status}${failed ? ` ${ids.error}` : ''}`}
          aria-invalid={failed || undefined}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
          }}
        />
        <label
          htmlFor={ids.input}
          className={`${buttonSecondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-gold-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-50`}
        >
          {t('upload.choose')}
        </label>
        <span className="text-sm text-brand-600">{t('upload.drop')}</span>
      </div>
      <p id={ids.limits} className="text-sm text-brand-700">
        {t(`upload.limits.${kind}`, { size: megabytes(limit) })}
        {hint && <span className="block text-brand-600">{hint}</span>}
      </p>
    </div>
  );
}

/** A file field of the console: drop or choose a file, see it sent, cancel it, read the answer. */
export function FileUpload<K extends UploadEndpoint>({
  label,
  endpoint,
  id,
  kind,
  current,
  hint,
  readOnly = false,
  onUploaded,
  onSending,
}: FileUploadProps<K>) {
  const ids = { title: useId(), input: useId(), limits: useId(), status: useId(), error: useId() };
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const limit = UPLOAD_LIMITS[kind];
  const { status, send, cancel } = useUpload({ endpoint, id, limit, onUploaded, onSending, input });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !readOnly) void send(file);
  };
  const sending = status.state === 'sending';
  const failed = status.state === 'failed';

  return (
    <fieldset
      className={`min-w-0 rounded-xl border-2 border-dashed p-4 transition ${
        dragging ? 'border-gold-400 bg-gold-50/40' : 'border-brand-100'
      }`}
      onDragOver={(event) => {
        if (readOnly) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {/* Floated, the legend is laid out as the first line inside the frame instead of on its border. */}
      <legend id={ids.title} className="float-start mb-3 w-full p-0 font-semibold text-brand-900">
        {label}
      </legend>
      <div className="clear-both grid gap-3">
        {current}
        {!readOnly && (
          <FileChooser
            ids={ids}
            input={input}
            kind={kind}
            limit={limit}
            hint={hint}
            sending={sending}
            failed={failed}
            onChoose={(file) => void send(file)}
          />
        )}
        <div id={ids.status} aria-live="polite">
          {sending && <UploadProgress name={status.name} fraction={status.fraction} onCancel={cancel} />}
          {status.state === 'done' && (
            <p className="text-sm font-medium text-emerald-800">{status.message}</p>
          )}
        </div>
        {failed && (
          <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
            {status.message}
          </p>
        )}
      </div>
    </fieldset>
  );
}
