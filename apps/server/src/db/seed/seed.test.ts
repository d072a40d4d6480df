import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEmbeddings } from '../../ai/embeddings/local.js';
import { createRecordEmbedder } from '../../modules/matching/embed-records.js';
import { createTestDatabase } from '../../../test/helpers.js';
import type { Database } from '../client.js';
import { seedIfEmpty } from './seed.js';

describe('first-start seed', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('seeds an empty database once, even when two starts race', async () => {
    const embedder = await createRecordEmbedder(db, createLocalEmbeddings());
    const [a, b] = await Promise.all([seedIfEmpty(db, embedder, { creators: 150 }), seedIfEmpty(db, embedder, { creators: 150 })]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const { rows } = await db.query<{ creators: number; campaigns: number; searchable: number }>(
      'select (select count(*)::int from creators) as creators, (select count(*)::int from campaigns) as campaigns, (select count(*)::int from creator_search) as searchable',
    );
    expect(rows[0]).toEqual({ creators: 150, campaigns: (a ?? b)!.campaigns, searchable: 150 });
    expect(await seedIfEmpty(db, embedder, { creators: 150 })).toBeNull();
  });
});
