import { ERROR_CODE } from '../../../src/protocol/codes';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import type { SignedUpload } from '../../../src/protocol/uploads';
import { SandboxError } from '../../errors';
import { queryField, requireText } from '../../validation';
import { requireCustomer } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

const MAX_FILE_NAME_CHARS = 255;

export function uploadRoutes({ sessions, uploads }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: DOCUMENTED_REST.signUploadObject,
      /** Signs one PUT to the storage host (docs/protocol.md, "GET /store/v1/sign-upload-object"). */
      async handler(request): Promise<SignedUpload> {
        const customer = await requireCustomer(sessions, request);
        const fileName = requireText(queryField(request.query, 'file_name'), 'file_name');
        if (fileName.length > MAX_FILE_NAME_CHARS)
          throw new SandboxError(ERROR_CODE.parameterError, 'file_name is too long');
        const contentType = requireText(queryField(request.query, 'content_type'), 'content_type').toLowerCase();
        const rawSize = queryField(request.query, 'size') ?? '';
        const size = /^\d{1,15}$/.test(rawSize) ? Number(rawSize) : 0;
        if (size < 1)
          throw new SandboxError(ERROR_CODE.parameterError, 'size must be a whole number of bytes, at least 1');
        return uploads.sign(customer, { contentType, size });
      },
    },
  ];
}
