import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (decision 0057), by key (`uploads/<hash>-<width>.webp`). Keys name their
 * content, so a key is written once and never changes. Local disk under DATA_DIR by default; an
 * S3-compatible bucket (`S3Storage`) when configured - see docs/architecture.md, "Uploaded images".
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Keys are paths under a folder or a bucket: no `..`, nothing a file system or URL would read differently. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
  return key;
}

/** Files under `root`; a write goes to a temporary name first, so a reader never sees half a file. */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
