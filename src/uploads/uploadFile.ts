import { errorCodeOf } from '../api/apiError';
import { NETWORK_ERROR_CODE } from '../lib/networkError';
import type { SignedUpload } from '../protocol/uploads';
import { putSigned, UploadError, type PutOptions } from './putSigned';
import { checkUploadFile, type PickerKind } from './uploadRules';
import { uploadsApi } from './uploadsApi';

export interface UploadedFile {
  url: string;
  contentType: string;
}

export interface UploadOptions extends PutOptions {
  kind?: PickerKind;
}

type Dispatch = (action: unknown) => unknown;
interface SignResult {
  unwrap(): Promise<SignedUpload>;
  abort(): void;
}

/**
 * The client's upload: checked first (an unsupported type never makes a request), signed by the API
 * (GET sign-upload-object with the token), then PUT to the storage origin. Resolves with the file URL.
 */
export async function uploadFile(
  dispatch: Dispatch,
  file: Blob & { name?: string },
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const check = checkUploadFile(file, options.kind);
  if (!check.ok) throw new UploadError(check.code);
  if (options.signal?.aborted) throw new UploadError(NETWORK_ERROR_CODE, true);
  const signing = dispatch(
    uploadsApi.endpoints.signUpload.initiate({
      fileName: file.name ?? 'file',
      contentType: check.contentType,
      size: file.size,
    }),
  ) as SignResult;
  const abortSigning = () => signing.abort();
  options.signal?.addEventListener('abort', abortSigning, { once: true });
  let signed: SignedUpload;
  try {
    signed = await signing.unwrap();
  } catch (error) {
    throw new UploadError(errorCodeOf(error), options.signal?.aborted ?? false);
  } finally {
    options.signal?.removeEventListener('abort', abortSigning);
  }
  options.onProgress?.(0);
  await putSigned(signed, file, options);
  return { url: signed.file_url, contentType: check.contentType };
}
