import type { TAudience, TCreatorListQuery, TImportResult } from '@inflow/contracts';
import type { Database } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { CreatorEmbedder } from '../matching/embed-records.js';
import { createCreatorsRepo } from './creators.repo.js';
import { CsvFormatError, parseCreatorsCsv } from './csv.js';
import { findExisting, insertCreators, updateCreator, type CreatorWrite } from './creators.writer.js';

/** What an imported row says of its audience: its home country and language, nothing invented beyond that. */
export function audienceFromProfile(country: string, language: string): TAudience {
  return { countries: { [country]: 1 }, languages: { [language]: 1 }, age: {}, gender: { female: 0, male: 0, other: 0 } };
}

export interface CreatorsServiceDeps {
  db: Database;
  embedder: CreatorEmbedder;
}

export function createCreatorsService({ db, embedder }: CreatorsServiceDeps) {
  const repo = createCreatorsRepo(db);
  return {
    repo,
    async list(q: TCreatorListQuery) {
      const { creators, total } = await repo.list(q);
      return { creators, items: creators, total, limit: q.limit, offset: q.offset };
    },
    async get(id: string) {
      const c = await repo.get(id);
      if (!c) throw notFound('Creator not found');
      return c;
    },
    async similar(id: string, limit: number) {
      const similar = await repo.similar(id, limit);
      if (!similar) throw notFound('Creator not found');
      return { creator_id: id, similar };
    },

    /**
     * Imports a CSV: rows that fail validation are reported with their line and reason; valid rows are upserted
     * (matched on email, else platform + handle) in one transaction. A structurally broken file writes nothing.
     * In strict mode any rejected row aborts the whole import.
     */
    async importCsv(input: string | Buffer | NodeJS.ReadableStream, opts: { strict?: boolean } = {}): Promise<TImportResult> {
      let parsed;
      try {
        parsed = await parseCreatorsCsv(input);
      } catch (err) {
        if (err instanceof CsvFormatError) throw unprocessable(`CSV file is not valid: ${err.message}`);
        throw err;
      }
      const rejected = [...parsed.rejected];
      if (opts.strict && rejected.length > 0) {
        throw unprocessable(`${rejected.length} row(s) are invalid; nothing was imported`, { rejected: rejected.sort((a, b) => a.line - b.line) });
      }
      const writes: { line: number; c: CreatorWrite }[] = parsed.rows.map(({ line, creator }) => ({
        line,
        c: { ...creator, channel_name: creator.channel_name || creator.name, audience: audienceFromProfile(creator.country, creator.language) },
      }));
      const embeddings = await embedder.embedCreators(writes.map((w) => w.c));
      writes.forEach((w, i) => (w.c.embedding = embeddings?.[i] ?? null));

      let inserted = 0;
      let updated = 0;
      await db.transaction(async (tx) => {
        const CHUNK = 500;
        for (let i = 0; i < writes.length; i += CHUNK) {
          const chunk = writes.slice(i, i + CHUNK);
          const existing = await findExisting(tx, chunk.map((w) => w.c));
          const toInsert: CreatorWrite[] = [];
          for (const { line, c } of chunk) {
            const byEmail = c.email ? existing.byEmail.get(c.email.toLowerCase()) : undefined;
            const byHandle = existing.byHandle.get(`${c.platform}:${c.handle.toLowerCase()}`);
            if (byEmail && byHandle && byEmail !== byHandle) {
              rejected.push({ line, reason: `email ${c.email} belongs to a different creator than ${c.platform} handle @${c.handle}` });
              continue;
            }
            const id = byEmail ?? byHandle;
            if (id) {
              await updateCreator(tx, id, c);
              updated++;
            } else toInsert.push(c);
          }
          if (opts.strict && rejected.length > 0) break;
          inserted += (await insertCreators(tx, toInsert)).length;
        }
        if (opts.strict && rejected.length > 0) {
          throw unprocessable(`${rejected.length} row(s) are invalid; nothing was imported`, { rejected });
        }
      });
      return { inserted, updated, rejected: rejected.sort((a, b) => a.line - b.line), total_rows: parsed.total_rows };
    },
  };
}
export type CreatorsService = ReturnType<typeof createCreatorsService>;
