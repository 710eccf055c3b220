/**
 * Sends a photo to the BFF's upload route as a plain multipart POST with XMLHttpRequest, which
 * (unlike fetch) reports the upload's progress; an AbortSignal cancels it.
 */
import type { FieldError } from '@ffc/domain/errors';
import type { PhotoKind } from '@ffc/domain/photos';

/** The header the BFF requires of an upload: no cross-site form can send it. */
const REQUESTED_WITH = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;

export const uploadUrl = (kind: PhotoKind, entryId: number) => `/uploads/${kind}/${entryId}/photos`;

export interface UploadAnswer {
  status: number;
  /** The API's JSON: the photo (201), or `{ message, errors }` for a refusal. */
  body: unknown;
}

/** What a refusal says: its message and field errors, as far as the answer has them. */
export function refusalOf(body: unknown): { message?: string; errors: FieldError[] } {
  if (typeof body !== 'object' || body === null) return { errors: [] };
  const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  const list: readonly unknown[] = 'errors' in body && Array.isArray(body.errors) ? body.errors : [];
  const errors = list.filter(
    (e): e is FieldError =>
      typeof e === 'object' &&
      e !== null &&
      'field' in e &&
      'message' in e &&
      typeof e.field === 'string' &&
      typeof e.message === 'string',
  );
  return { message, errors };
}

/**
 * POSTs `form` to `url`; `onProgress` hears the fraction sent (0 to 1). Resolves with any answer
 * the server gave; rejects with a TypeError when none came, or an AbortError once `signal` aborts.
 */
export function sendUpload(
  url: string,
  form: FormData,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader(REQUESTED_WITH.name, REQUESTED_WITH.value);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener('error', () => reject(new TypeError('The upload got no answer.')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
