import { NETWORK_ERROR_CODE } from '../lib/networkError';
import { ERROR_CODE } from '../protocol/codes';
import type { SignedUpload } from '../protocol/uploads';

/** An upload that did not finish: an error code of docs/protocol.md (or NETWORK_ERROR_CODE), or aborted. */
export class UploadError extends Error {
  constructor(
    readonly code: number,
    readonly aborted = false,
  ) {
    super(aborted ? 'upload aborted' : `upload failed (${code})`);
  }
}

export interface PutOptions {
  /** 0–100 while the body goes up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** For tests in Node: the XMLHttpRequest to use. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * PUTs the body to the signed URL on the storage origin with exactly the signed headers: no token,
 * no cookie (withCredentials false), so nothing of the session reaches another origin (spec §7).
 */
export function putSigned(signed: SignedUpload, body: Blob, options: PutOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const abort = () => request.abort();
    request.open(signed.method, signed.upload_url);
    request.withCredentials = false;
    for (const [name, value] of Object.entries(signed.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(100);
        resolve();
      } else
        reject(
          new UploadError(
            request.status === 413
              ? ERROR_CODE.fileTooLarge
              : request.status === 415
                ? ERROR_CODE.fileTypeUnsupported
                : ERROR_CODE.serverError,
          ),
        );
    };
    request.onerror = () => reject(new UploadError(NETWORK_ERROR_CODE));
    request.onabort = () => reject(new UploadError(NETWORK_ERROR_CODE, true));
    if (options.signal?.aborted) {
      reject(new UploadError(NETWORK_ERROR_CODE, true));
      return;
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    request.send(body);
  });
}

/** The natural size of an image file (0×0 when it cannot be read), for the 102 content. */
export function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    return createImageBitmap(file).then(
      (bitmap) => {
        const size = { width: bitmap.width, height: bitmap.height };
        bitmap.close();
        return size;
      },
      () => ({ width: 0, height: 0 }),
    );
  }
  return Promise.resolve({ width: 0, height: 0 });
}
