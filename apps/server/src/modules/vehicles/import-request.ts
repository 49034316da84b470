import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '@fleet/shared/schemas/vehicles';
import { ValidationError } from '../../lib/errors';

/** The upload and the `mode` field of an import request (fields may come before or after the file). */
export async function readImportRequest(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; filename: string; mode: unknown }> {
  let file: { bytes: Buffer; filename: string } | null = null;
  let mode: unknown = (request.query as { mode?: unknown }).mode;
  if (!request.isMultipart())
    throw new ValidationError({ file: ['errors.file_required'] }, 'errors.file_required');
  for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES } })) {
    if (part.type === 'file') {
      const upload = part as MultipartFile;
      if (upload.fieldname === 'file' && !file)
        file = { bytes: await upload.toBuffer(), filename: upload.filename };
      else upload.file.resume();
    } else if (part.fieldname === 'mode') {
      mode = part.value;
    }
  }
  if (!file || file.bytes.length === 0) {
    throw new ValidationError({ file: ['errors.file_required'] }, 'errors.file_required');
  }
  return { ...file, mode };
}
