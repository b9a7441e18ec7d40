import { ERROR_CODE } from '../protocol/codes';
import { isUploadContentType, maxUploadBytes, type UploadContentType } from '../protocol/uploads';

export type FileCheck =
  | { ok: true; contentType: UploadContentType }
  | {
      ok: false;
      code: typeof ERROR_CODE.fileTypeUnsupported | typeof ERROR_CODE.fileTooLarge | typeof ERROR_CODE.parameterError;
    };

/** What a picker may take: the image types for photo and album, the video types for video. */
export type PickerKind = 'image' | 'video' | 'any';

/**
 * Checked before any request (spec §5: unsupported types are refused): the type must be one the
 * storage host signs (UPLOAD_CONTENT_TYPES), of the picker's kind, and within its size limit.
 */
export function checkUploadFile(file: { type: string; size: number }, kind: PickerKind = 'any'): FileCheck {
  const type = file.type.toLowerCase();
  if (!isUploadContentType(type)) return { ok: false, code: ERROR_CODE.fileTypeUnsupported };
  if (kind !== 'any' && !type.startsWith(`${kind}/`)) return { ok: false, code: ERROR_CODE.fileTypeUnsupported };
  if (file.size < 1) return { ok: false, code: ERROR_CODE.parameterError };
  if (file.size > maxUploadBytes(type)) return { ok: false, code: ERROR_CODE.fileTooLarge };
  return { ok: true, contentType: type };
}
