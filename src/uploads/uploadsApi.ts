import { api } from '../api/api';
import { UPLOAD_REST, signedUploadSchema, type SignedUpload } from '../protocol/uploads';
import type { Validator } from '../protocol/validate';

export interface SignUploadArgs {
  fileName: string;
  contentType: string;
  size: number;
}

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /store/v1/sign-upload-object: a fresh signed URL per attempt (a mutation, never cached). */
    signUpload: build.mutation<SignedUpload, SignUploadArgs>({
      query: ({ fileName, contentType, size }) => ({
        url: UPLOAD_REST.signUploadObject,
        method: 'GET',
        params: { file_name: fileName.slice(0, 255) || 'file', content_type: contentType, size },
      }),
      extraOptions: { schema: signedUploadSchema as Validator<unknown> },
    }),
  }),
});
