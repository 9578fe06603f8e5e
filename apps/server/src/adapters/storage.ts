import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where photos live: a local folder by default (S3-compatible storage can implement the same). */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes a file; a key with no file is no error. */
  delete(key: string): Promise<void>;
  /** The URL the site uses for a key. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|avif|jpg|png)$/;
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('//');

/** Stores files under a folder, served at /media/<key>. */
export function localStorage(folder: string): Storage {
  const full = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(folder, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await readFile(path.join(folder, key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      if (isSafeKey(key)) await rm(path.join(folder, key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}

/** Keeps files in memory (tests). */
export function memoryStorage(): Storage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      files.set(key, data);
    },
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    url: (key) => `/media/${key}`,
  };
}
