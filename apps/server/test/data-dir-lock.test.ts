import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.js';
import { start, stop } from './server-process.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'inflow-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('data folder lock', { timeout: 400_000 }, () => {
  it('takes over at once a lock whose process is gone, and names a live owner', async () => {
    const dir = tmp();
    // A PID that is not running (a child that already exited).
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.once('exit', r));
    writeFileSync(path.join(dir, '.inflow.lock'), JSON.stringify({ pid: dead.pid, host: hostname(), started_at: new Date().toISOString() }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, '.inflow.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(dir, '.inflow.lock'))).toBe(false);

    // A live owner (a sleeping child) blocks, with its PID in the message.
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dir, '.inflow.lock'), JSON.stringify({ pid: live.pid, host: hostname(), started_at: new Date().toISOString() }));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`PID ${live.pid}`);
    } finally {
      live.kill('SIGKILL');
    }
    // A garbled lock file (a crash while writing it) is stale too.
    writeFileSync(path.join(dir, '.inflow.lock'), '{"pid":');
    lockDataDir(dir)();
  });

  it('a second lock in the same process is refused', () => {
    const dir = tmp();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('after kill -9, npm start on the same data folder succeeds on the first try; a live server still blocks a second', async () => {
    const dir = tmp();
    const first = await start({ DATA_DIR: dir });
    // A second process while the first runs: refused at once, with the first one's PID.
    await expect(start({ DATA_DIR: dir })).rejects.toThrow(new RegExp(`already in use by another Inflow process \\(PID ${first.child.pid}`));
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    const second = await start({ DATA_DIR: dir });
    try {
      expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
    } finally {
      await stop(second.child);
    }
  });
});
