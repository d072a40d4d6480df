import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/helpers.js';
import type { Database } from '../db/client.js';
import { createJobQueue, defineJob, isMultiStatement, type JobQueue } from './queue.js';

const until = async (cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('job queue (pg-boss on the app database)', () => {
  let db: Database;
  let queue: JobQueue;
  const Echo = defineJob('test.echo', z.object({ n: z.number().int() }));
  const Boom = defineJob('test.boom', z.object({ why: z.string() }));
  const seen: number[] = [];
  let running = 0;
  let peak = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = createJobQueue({ db, pollingIntervalSeconds: 0.5 });
    await queue.work(
      Echo,
      async ({ n }) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 150));
        seen.push(n);
        running--;
      },
      { concurrency: 2 },
    );
    await queue.start();
    await queue.work(Boom, async ({ why }) => {
      throw new Error(why);
    });
  });
  afterAll(async () => {
    await queue.stop();
    await db.close();
  });

  it('tells multi-statement scripts from single statements', () => {
    expect(isMultiStatement('select 1')).toBe(false);
    expect(isMultiStatement('select 1;')).toBe(false);
    expect(isMultiStatement('BEGIN; select 1; COMMIT;')).toBe(true);
    expect(isMultiStatement('create function f() returns int as $$ begin return 1; end; $$ language plpgsql')).toBe(false);
  });

  it('runs every job once, with the configured concurrency', async () => {
    for (const n of [1, 2, 3, 4]) await queue.send(Echo, { n });
    await until(() => seen.length === 4);
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    const { rows } = await db.query<{ state: string; n: number }>(`select state, count(*)::int as n from pgboss.job where name = 'test.echo' group by state`);
    expect(rows).toEqual([{ state: 'completed', n: 4 }]);
  });

  it('refuses a payload that does not match the job schema', async () => {
    await expect(queue.send(Echo, { n: 1.5 })).rejects.toThrow();
    await expect(queue.send(Echo, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
  });

  it('marks a job whose handler throws as failed, and keeps working', async () => {
    const id = await queue.send(Boom, { why: 'no luck' });
    let state = '';
    for (let i = 0; i < 200 && state !== 'failed'; i++) {
      const { rows } = await db.query<{ state: string }>('select state from pgboss.job where id = $1', [id]);
      state = rows[0]?.state ?? '';
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('failed');
    const before = seen.length;
    await queue.send(Echo, { n: 5 });
    await until(() => seen.length === before + 1);
  });
});
