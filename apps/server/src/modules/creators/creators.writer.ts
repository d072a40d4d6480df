import type { TAudience, TCreatorInputParsed } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { vectorLiteral } from '../../db/vector.js';

export interface CreatorWrite extends TCreatorInputParsed {
  audience: TAudience;
  last_active_at?: string | null;
  embedding?: number[] | null;
}

const COLS = [
  'name',
  'handle',
  'channel_name',
  'platform',
  'niche',
  'topics',
  'bio',
  'followers_count',
  'engagement_rate',
  'avg_views',
  'email',
  'phone',
  'country',
  'language',
  'profile_image',
  'typical_rate',
  'currency',
  'audience',
  'last_active_at',
  'embedding',
] as const;


function values(c: CreatorWrite): unknown[] {
  return [
    c.name,
    c.handle,
    c.channel_name || c.name,
    c.platform,
    c.niche,
    c.topics,
    c.bio,
    c.followers_count,
    c.engagement_rate,
    c.avg_views,
    c.email,
    c.phone,
    c.country,
    c.language,
    c.profile_image,
    c.typical_rate,
    c.currency,
    JSON.stringify(c.audience),
    c.last_active_at ?? null,
    vectorLiteral(c.embedding),
  ];
}

const CASTS: Partial<Record<(typeof COLS)[number], string>> = { topics: '::text[]', audience: '::jsonb', embedding: '::vector', last_active_at: '::timestamptz' };

/** Multi-row insert; callers keep batches at a few hundred rows. */
export async function insertCreators(db: SqlExecutor, rows: CreatorWrite[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [];
  const tuples = rows.map((r) => {
    const vals = values(r);
    const ph = vals.map((v, i) => {
      params.push(v);
      return `$${params.length}${CASTS[COLS[i]!] ?? ''}`;
    });
    return `(${ph.join(',')})`;
  });
  const { rows: out } = await db.query<{ id: string }>(`insert into creators (${COLS.join(',')}) values ${tuples.join(',')} returning id`, params);
  return out.map((r) => r.id);
}

export async function updateCreator(db: SqlExecutor, id: string, c: CreatorWrite): Promise<void> {
  const vals = values(c);
  const sets = COLS.map((col, i) => `${col} = $${i + 2}${CASTS[col] ?? ''}`);
  await db.query(`update creators set ${sets.join(', ')}, updated_at = now() where id = $1`, [id, ...vals]);
}

/** Existing creators that an import row refers to, by email or by platform + handle. */
export async function findExisting(
  db: SqlExecutor,
  rows: { email: string | null; platform: string; handle: string }[],
): Promise<{ byEmail: Map<string, string>; byHandle: Map<string, string> }> {
  const emails = [...new Set(rows.map((r) => r.email?.toLowerCase()).filter((e): e is string => !!e))];
  // Row-value IN over unnest keeps both unique indexes usable (a concatenated key would scan the table).
  const { rows: found } = await db.query<{ id: string; email: string | null; key: string }>(
    `select id, lower(email) as email, platform || ':' || lower(handle) as key from creators
     where lower(email) = any($1::text[])
        or (platform, lower(handle)) in (select p, h from unnest($2::text[], $3::text[]) as k(p, h))`,
    [emails, rows.map((r) => r.platform), rows.map((r) => r.handle.toLowerCase())],
  );
  const byEmail = new Map<string, string>();
  const byHandle = new Map<string, string>();
  for (const f of found) {
    if (f.email) byEmail.set(f.email, f.id);
    byHandle.set(f.key, f.id);
  }
  return { byEmail, byHandle };
}
