import fp from 'fastify-plugin';
import { MediaStorage } from './media-storage';
import mediaRoutes from './media.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files under DATA_DIR/uploads: every module that stores pictures or documents uses it. */
    mediaStorage: MediaStorage;
  }
}

/** Uploaded files: their storage (decorated for the modules that attach files) and their routes. */
export default fp(
  async function mediaModule(app) {
    const storage = new MediaStorage(app.config.dataDir);
    app.decorate('mediaStorage', storage);
    await app.register(mediaRoutes, { storage, prefix: '/api' });
  },
  { name: 'media', dependencies: ['db', 'access-guard', 'url-signer', 'audit'] },
);
