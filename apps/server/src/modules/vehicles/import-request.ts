import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, IMPORT_MODES } from '@fleet/shared/schemas/vehicles';
import { ValidationError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';

/** An import's `mode`: `preview` unless the request says otherwise. */
const importModeSchema = z.enum(IMPORT_MODES).default('preview');
type ImportMode = z.infer<typeof importModeSchema>;

/** The upload and the `mode` field of an import request (fields may come before or after the file). */
export async function readImportRequest(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; filename: string; mode: ImportMode }> {
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
  const parsedMode = importModeSchema.safeParse(mode ?? undefined);
  if (!parsedMode.success) throw new ValidationError({ mode: ['validation.invalid_option'] });
  return { ...file, mode: parsedMode.data };
}

/**
 * An import's answer: `all` with a failed row is a 422 that writes nothing and lists the rows; otherwise the result
 * with its message (`importedKey` names what was imported).
 */
export function answerImport<R extends { failed: readonly unknown[] }>(
  request: FastifyRequest,
  reply: FastifyReply,
  mode: ImportMode,
  result: R,
  importedKey: MessageKey,
) {
  if (mode === 'all' && result.failed.length > 0) {
    return reply.code(422).send({
      message: request.t('vehicles.import_failed'),
      errors: { file: [request.t('vehicles.import_failed')] },
      data: result,
    });
  }
  const message = mode === 'preview' ? request.t('vehicles.import_previewed') : request.t(importedKey);
  return { data: result, message };
}
