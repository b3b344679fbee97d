import path from 'node:path';
import fp from 'fastify-plugin';
import { LocalDiskStorage, type ObjectStorage } from './object-storage.ts';
import { type S3Settings, S3Storage } from './s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (decision 0057): an S3-compatible bucket when configured, else DATA_DIR/storage. */
    storage: ObjectStorage;
  }
}

export const storagePlugin = fp<{ dataDir: string; s3: S3Settings | undefined }>(
  async (app, { dataDir, s3 }) => {
    if (s3) {
      const { endpoint, bucket, region, forcePathStyle } = s3;
      app.log.info(
        { storage: { adapter: 's3', endpoint, bucket, region, forcePathStyle } },
        'uploads go to S3',
      );
    }
    const storage: ObjectStorage = s3
      ? new S3Storage(s3)
      : new LocalDiskStorage(path.join(dataDir, 'storage'));
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
