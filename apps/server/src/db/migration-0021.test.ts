import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.js';

/**
 * Migration 0021 gives every accepted currency a rate. Creators stored before it in a currency the old table lacked
 * had rate_usd = typical_rate (a ¥150,000 rate read as $150,000); upgrading must recompute them.
 */
describe('migration 0021 (currency rates) on an existing database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inflow-mig-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('recomputes rate_usd of creators in currencies the old table lacked, and leaves the others', async () => {
    // The migrations as they were before 0021.
    const before = path.join(dir, 'before');
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === '0021_currency_rates');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));

    const pg = await PGlite.create({ extensions: { vector, pg_trgm } });
    const db = drizzle(pg);
    await migrate(db, { migrationsFolder: before });
    const insert = (handle: string, rate: number, currency: string) =>
      pg.query(
        `insert into creators (name, handle, channel_name, platform, niche, followers_count, engagement_rate, country, typical_rate, currency)
         values ($1, $1, $1, 'instagram', 'beauty', 50000, 3, 'JP', $2, $3)`,
        [handle, rate, currency],
      );
    await insert('yen', 150_000, 'JPY');
    await insert('won', 1_400_000, 'KRW');
    await insert('rupee', 84_000, 'INR');
    const usd = async () =>
      Object.fromEntries((await pg.query<{ handle: string; rate_usd: number }>(`select handle, rate_usd from creators`)).rows.map((r) => [r.handle, r.rate_usd]));
    expect(await usd()).toEqual({ yen: 150_000, won: 1_400_000, rupee: 1000 });

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const after = await usd();
    expect(after.yen).toBeCloseTo(1000, 6);
    expect(after.won).toBeCloseTo(1000, 6);
    expect(after.rupee).toBeCloseTo(1000, 6);
    await pg.close();
  });
});
