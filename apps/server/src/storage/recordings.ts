import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const EXT: Record<string, string> = { 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg', 'audio/webm': 'webm' };

/** Call recordings copied from the voice provider into our own storage (a local folder by default). */
export interface RecordingStore {
  readonly root: string;
  save(callId: string, body: Buffer, contentType: string): Promise<{ file: string; contentType: string }>;
  /** Absolute path of a stored file, or null when it is gone. */
  locate(file: string): Promise<string | null>;
}

export function createLocalRecordingStore(root: string): RecordingStore {
  const dir = path.resolve(root);
  return {
    root: dir,
    async save(callId, body, contentType) {
      await mkdir(dir, { recursive: true });
      const file = `${callId}.${EXT[contentType.split(';')[0]!.trim()] ?? 'bin'}`;
      // Write then rename: a crash never leaves a half-written recording under the final name.
      const tmp = path.join(dir, `.${file}.tmp`);
      await writeFile(tmp, body);
      await rename(tmp, path.join(dir, file));
      return { file, contentType };
    },
    async locate(file) {
      const p = path.join(dir, path.basename(file));
      try {
        await stat(p);
        return p;
      } catch {
        return null;
      }
    },
  };
}
