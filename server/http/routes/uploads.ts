import { ERROR_CODE } from '../../../src/protocol/codes';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import type { SignedUpload } from '../../../src/protocol/uploads';
import { SandboxError } from '../../errors';
import type { UploadRequest } from '../../uploads/service';
import { queryField, requireText } from '../../validation';
import { requireCustomer } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

const MAX_FILE_NAME_CHARS = 255;

/** The query of a sign call, customer's or agent's: `file_name` (informational), `content_type`, `size`. */
export function uploadRequestOf(query: unknown): UploadRequest {
  const fileName = requireText(queryField(query, 'file_name'), 'file_name');
  if (fileName.length > MAX_FILE_NAME_CHARS) throw new SandboxError(ERROR_CODE.parameterError, 'file_name is too long');
  const contentType = requireText(queryField(query, 'content_type'), 'content_type').toLowerCase();
  const rawSize = queryField(query, 'size') ?? '';
  const size = /^\d{1,15}$/.test(rawSize) ? Number(rawSize) : 0;
  if (size < 1) throw new SandboxError(ERROR_CODE.parameterError, 'size must be a whole number of bytes, at least 1');
  return { contentType, size };
}

export function uploadRoutes({ sessions, uploads }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: DOCUMENTED_REST.signUploadObject,
      /** Signs one PUT to the storage host (docs/protocol.md, "GET /store/v1/sign-upload-object"). */
      async handler(request): Promise<SignedUpload> {
        const customer = await requireCustomer(sessions, request);
        return uploads.sign(customer, uploadRequestOf(request.query));
      },
    },
  ];
}
