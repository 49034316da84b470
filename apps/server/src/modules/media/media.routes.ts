import type { Database } from '../../db/client';
import { audit } from '../audit';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import { MEDIA_PDF_TYPE, mediaResponseSchema } from '@fleet/shared/schemas/media';
import { z } from '@fleet/shared/validation';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../lib/errors';
import { permissionsOf, requireSession } from '../../core/session';
import { scheduleAbandonedMediaPurge } from './abandoned-media';
import { parseByteRange } from './byte-range';
import { toMedia } from './media-links';
import { MediaRepo } from './media.repo';
import type { MediaStorage } from './media-storage';

const tags = ['media'];
const uploadQuerySchema = z.object({ purpose: z.enum(['media', 'document']).default('media') });

/**
 * Identity documents are served only to a Bearer token whose role holds `show_drivers`, never on a
 * signature alone: a signed URL is a bearer credential that can be copied or forwarded to anyone, and
 * one handed out to a permitted user would keep working for someone who lacks the permission.
 * The check runs per request, so a role change applies at once.
 */
function assertMayReadPrivate(request: FastifyRequest): void {
  if (!request.session) throw new UnauthenticatedError();
  if (!permissionsOf(request.session).has('show_drivers')) throw new ForbiddenError();
}

export interface MediaRoutesOptions {
  storage: MediaStorage;
}

const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { storage }) => {
  const repo = new MediaRepo(app.db);
  scheduleAbandonedMediaPurge(app, storage);

  app.post(
    '/dashboard/media',
    {
      config: {
        permission: [
          'create_vehicles',
          'update_vehicles',
          'create_employees',
          'update_employees',
          'create_drivers',
          'update_drivers',
          'create_examinations',
          'fix_examinations',
        ],
      },
      schema: {
        tags,
        summary:
          'Upload an image, a video or a PDF (multipart `file`); the type is read from the bytes. `?purpose=document` stores an identity document: private, never given a signed URL',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: {
          201: mediaResponseSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw new ValidationError({ file: ['media.file_required'] }, 'media.file_required');
      }
      const stored = await storage.saveStream(file.file);
      try {
        const row = await app.db.transaction(async (tx) => {
          const created = await new MediaRepo(tx as unknown as Database).create({
            path: stored.path,
            mimeType: stored.mimeType,
            size: stored.size,
            originalName: file.filename.slice(0, 255) || null,
            uploadedBy: session.employee.id,
            private: request.query.purpose === 'document',
          });
          await audit(tx as unknown as Database, {
            action: 'create',
            model: 'media',
            recordId: created.id,
            changes: {
              mime_type: [null, created.mimeType],
              size: [null, created.size],
              private: [null, created.private],
            },
          });
          return created;
        });
        return await reply
          .code(201)
          .send({ data: toMedia(app.urlSigner, row), message: request.t('media.uploaded') });
      } catch (error) {
        await storage.remove([stored.path]);
        throw error;
      }
    },
  );

  app.get(
    '/media/:id',
    {
      config: { access: 'signed' },
      schema: {
        tags,
        summary: 'An uploaded file; needs the signature of its `url` (`expires`, `sig`) or a Bearer token',
        params: idParamsSchema,
        querystring: z.object({ expires: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw new NotFoundError();
      if (row.private) assertMayReadPrivate(request);
      const file = storage.resolve(row.path);
      const size = await stat(file).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) throw new NotFoundError();

      reply
        .header('content-type', row.mimeType)
        .header('x-content-type-options', 'nosniff')
        // A PDF is downloaded rather than shown: the browser's viewer does not run in the sandbox below.
        .header(
          'content-disposition',
          row.mimeType === MEDIA_PDF_TYPE ? `attachment; filename="${row.id}.pdf"` : 'inline',
        )
        .header('cache-control', row.private ? 'private, no-store' : 'private, max-age=3600')
        .header('accept-ranges', 'bytes')
        // Served to <img>/<video> of our own pages (or downloaded); never rendered as a document.
        .header('content-security-policy', "default-src 'none'; sandbox");

      const range = parseByteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(createReadStream(file, { start: range.start, end: range.end }));
      }
      reply.header('content-length', size);
      return reply.send(createReadStream(file));
    },
  );
};

export default mediaRoutes;
