import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import { mediaResponseSchema } from '@fleet/shared/schemas/media';
import { z } from '@fleet/shared/validation';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { requireSession } from '../../plugins/app/auth';
import { parseByteRange } from './byte-range';
import { toMedia } from './media-links';
import { MediaRepo } from './media.repo';
import type { MediaStorage } from './media-storage';

const tags = ['media'];

export interface MediaRoutesOptions {
  storage: MediaStorage;
}

const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { storage }) => {
  const repo = new MediaRepo(app.db);

  app.post(
    '/dashboard/media',
    {
      // Vehicles for now; drivers and employees join when their modules arrive.
      config: { permission: ['create_vehicles', 'update_vehicles'] },
      schema: {
        tags,
        summary: 'Upload an image or a video (multipart `file`); the type is read from the bytes',
        consumes: ['multipart/form-data'],
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
        const row = await repo.create({
          path: stored.path,
          mimeType: stored.mimeType,
          size: stored.size,
          originalName: file.filename.slice(0, 255) || null,
          uploadedBy: session.employee.id,
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
      const file = storage.resolve(row.path);
      const size = await stat(file).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) throw new NotFoundError();

      reply
        .header('content-type', row.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=3600')
        .header('accept-ranges', 'bytes')
        // Served to <img>/<video> of our own pages only; never rendered as a document.
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
