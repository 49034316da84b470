import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MEDIA_MAX_VIDEO_BYTES } from '@fleet/shared/schemas/media';

/** Multipart uploads: one file per request; routes lower `fileSize` for their own limit. Over the limit → 413. */
export default fp(
  async function multipartPlugin(app) {
    await app.register(multipart, {
      limits: {
        files: 1,
        fileSize: MEDIA_MAX_VIDEO_BYTES,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 100,
      },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
