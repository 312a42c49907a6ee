import type { AnswerOf, EndpointKey, Endpoints } from '#shared/contract/endpoints.ts';
import { ApiError, apiUrl } from '#web/api/client.ts';
import { languageStore } from '#web/state/language.ts';
import { staffSignedOut, staffStore } from '#web/state/staff.ts';

/* A file sent to the API as the signed-in staff member, its progress told as it goes. */

/** The endpoints that take a file (multipart, field `file`). */
export type UploadEndpoint = {
  [K in EndpointKey]: Endpoints[K] extends { upload: true } ? K : never;
}[EndpointKey];

/**
 * Sends `file` to `endpoint` as the staff member (XMLHttpRequest, for the upload's progress). Rejects
 * with the server's ApiError, or an AbortError when `signal` aborts; a 401 signs the console out.
 */
export function uploadFile<K extends UploadEndpoint>(
  endpoint: K,
  id: number,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<AnswerOf<K>> {
  const [method, template] = endpoint.split(' ');
  const token = staffStore.get().token;
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(template.replace(':id', String(id))));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', languageStore.get());
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { message?: unknown; code?: unknown; errors?: unknown } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // An answer without JSON: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as AnswerOf<K>);
      if (request.status === 401 && staffStore.get().token === token) staffStore.set(staffSignedOut);
      reject(
        new ApiError(
          request.status,
          typeof body.message === 'string' ? body.message : '',
          typeof body.code === 'string' ? body.code : undefined,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, ''));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
