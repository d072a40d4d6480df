/** Object storage in a local folder: the offline default. */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidRange, ObjectStoreError, type ObjectStore } from './object-store.js';

const TYPE_BY_EXT: Record<string, string> = { '.wav': 'audio/wav', '.mp3': 'audio/mpeg', '.ogg': 'audio/ogg', '.webm': 'audio/webm', '.pdf': 'application/pdf', '.csv': 'text/csv' };

/**
 * Each object is a file under `root` named by its key; its content type is kept beside it in `.<name>.type`
 * (files written before this store existed have none, and get one from their extension).
 */
export function createLocalObjectStore(root: string): ObjectStore & { readonly root: string } {
  const dir = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(dir, ...key.split('/'));
  };
  const typeFileOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.type`);

  async function contentTypeOf(file: string): Promise<string> {
    try {
      return (await readFile(typeFileOf(file), 'utf8')).trim() || 'application/octet-stream';
    } catch {
      return TYPE_BY_EXT[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    }
  }

  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR';

  return {
    kind: 'local',
    root: dir,

    async put(key, body, { contentType }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half-written object under its final name.
      const suffix = `${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      const tmpType = `${typeFileOf(file)}.${suffix}`;
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${suffix}`);
      try {
        await writeFile(tmpType, contentType);
        await writeFile(tmp, body);
        await rename(tmpType, typeFileOf(file));
        await rename(tmp, file);
      } catch (err) {
        await Promise.all([rm(tmp, { force: true }), rm(tmpType, { force: true })]);
        throw new ObjectStoreError(`Could not store '${key}': ${(err as Error).message}`, { key, cause: err });
      }
    },

    async get(key, range) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      try {
        // Size and bytes from the same open file: a concurrent replace cannot mix two versions.
        const { size } = await handle.stat();
        assertValidRange(range, size, key);
        const contentType = await contentTypeOf(file);
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { body, size, contentType, range: range ?? null };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async head(key) {
      const file = fileOf(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { size: s.size, contentType: await contentTypeOf(file) };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(typeFileOf(file), { force: true });
    },
  };
}
