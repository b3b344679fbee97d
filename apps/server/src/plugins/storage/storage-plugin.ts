import path from 'node:path';
import fp from 'fastify-plugin';
import { LocalDiskStorage, type ObjectStorage } from './object-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (decision 0057): local disk under DATA_DIR/storage. */
    storage: ObjectStorage;
  }
}

export const storagePlugin = fp<{ dataDir: string; storage?: ObjectStorage }>(
  async (app, { dataDir, storage }) => {
    app.decorate('storage', storage ?? new LocalDiskStorage(path.join(dataDir, 'storage')));
  },
  { name: 'storage' },
);
