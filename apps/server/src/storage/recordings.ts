import { createLocalObjectStore } from './local.js';
import type { ByteRange, ObjectBody, ObjectInfo, ObjectStore } from './object-store.js';

const EXT: Record<string, string> = { 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg', 'audio/webm': 'webm' };

/**
 * Call recordings copied from the voice provider into our own object storage (a local folder by default, or an
 * S3-compatible bucket shared by every process). `file` is the recording's key, stored in calls.recording_path.
 */
export interface RecordingStore {
  readonly objects: ObjectStore;
  save(callId: string, body: Buffer, contentType: string): Promise<{ file: string; contentType: string }>;
  /** Size and type of a stored recording, or null when it is gone. */
  stat(file: string): Promise<ObjectInfo | null>;
  /** The recording's bytes (a range of them), or null when it is gone. */
  open(file: string, range?: ByteRange): Promise<ObjectBody | null>;
  remove(file: string): Promise<void>;
}

export function createRecordingStore(objects: ObjectStore): RecordingStore {
  return {
    objects,
    async save(callId, body, contentType) {
      const file = `${callId}.${EXT[contentType.split(';')[0]!.trim()] ?? 'bin'}`;
      await objects.put(file, body, { contentType });
      return { file, contentType };
    },
    stat: (file) => objects.head(file),
    open: (file, range) => objects.get(file, range),
    remove: (file) => objects.delete(file),
  };
}

/** Recordings in a local folder (keys are file names in it, as before object storage existed). */
export const createLocalRecordingStore = (root: string): RecordingStore => createRecordingStore(createLocalObjectStore(root));
