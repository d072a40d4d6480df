import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    dir: string,
    readonly pid?: number,
    readonly host?: string,
  ) {
    super(
      `The data folder ${dir} is already in use by another Inflow process` +
        (pid ? ` (PID ${pid}${host && host !== hostname() ? ` on ${host}` : ''})` : '') +
        '. Stop that process first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockInfo {
  pid: number;
  host: string;
  started_at: string;
}

/** A lock of another host is only taken over when its owner stopped refreshing it for this long. */
const FOREIGN_STALE_MS = 60_000;
const REFRESH_MS = 10_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readInfo(file: string): { info: LockInfo | null; mtimeMs: number } | null {
  try {
    const raw = readFileSync(file, 'utf8');
    const { mtimeMs } = statSync(file);
    try {
      const info = JSON.parse(raw) as LockInfo;
      if (typeof info.pid === 'number' && typeof info.host === 'string') return { info, mtimeMs };
    } catch {
      // unreadable: a crash while writing it
    }
    return { info: null, mtimeMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * One process per data folder (PGlite must never be opened twice). Like PostgreSQL's postmaster.pid: the lock
 * file names its owner's PID and host; a lock whose owner is gone (same host, PID not running, e.g. after kill -9)
 * is taken over at once, a live owner blocks with its PID named. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, '.inflow.lock');
  const me: LockInfo = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      // Touched regularly so a lock on a shared folder seen from another host can tell a live owner from a dead one.
      const timer = setInterval(() => {
        try {
          const now = new Date();
          utimesSync(file, now, now);
        } catch {
          // the folder went away; nothing to refresh
        }
      }, REFRESH_MS);
      timer.unref();
      return () => {
        clearInterval(timer);
        try {
          const cur = readInfo(file);
          if (cur?.info?.pid === me.pid && cur.info.host === me.host) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const cur = readInfo(file);
    if (!cur) continue; // released meanwhile: try again
    const { info } = cur;
    if (info && info.pid === process.pid && info.host === me.host) throw new DataDirLockedError(dir, info.pid, info.host);
    if (info && info.host === me.host && alive(info.pid)) throw new DataDirLockedError(dir, info.pid, info.host);
    if (info && info.host !== me.host && Date.now() - cur.mtimeMs < FOREIGN_STALE_MS) throw new DataDirLockedError(dir, info.pid, info.host);
    // Stale: its owner is gone. Move it aside (atomic) and try to create ours; a racing starter retries the same way.
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      unlinkSync(`${file}.stale-${process.pid}`);
    } catch {
      // someone else moved it first
    }
  }
  throw new DataDirLockedError(dir);
}
