import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';
import { uploadFile } from '../../console/upload-file.ts';

/** What staff give to trace a copy: the suspect PDF, else a passage pasted from it. */
export type TraceInput = { file: File | null; text: string };

/**
 * Sends the file as the console's uploads go (multipart, field `file`), or the passage as JSON. A
 * refused file's message shows as a toast, as the JSON client shows the others.
 */
export function useTraceCopy() {
  return useMutation({
    mutationFn: ({ file, text }: TraceInput) =>
      file ? uploadFile('POST /staff/trace', 0, file) : staffApi('POST /staff/trace', { body: { text } }),
    onError: (error, { file }) => {
      if (file && error instanceof ApiError && error.message) toast.error(error.message);
    },
  });
}
