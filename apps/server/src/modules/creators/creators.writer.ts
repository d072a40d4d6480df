import type { TAudience, TCreatorInputParsed } from '@inflow/contracts';
import type { SqlExecutor } from '../../db/client.js';
import { vectorLiteral } from '../../db/vector.js';

export interface CreatorWrite extends TCreatorInputParsed {
  /**
   * Null: unknown (an import never invents one, docs/decisions/0017); an update keeps the audience stored, and so the
   * language, average views and rate when the file does not give them.
   */
  audience: TAudience | null;
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
    c.audience === null ? null : JSON.stringify(c.audience),
    c.last_active_at ?? null,
    vectorLiteral(c.embedding),
  ];
}

const CASTS: Partial<Record<(typeof COLS)[number], string>> = {
  topics: '::text[]',
  audience: '::jsonb',
  embedding: '::vector',
  last_active_at: '::timestamptz',
  // Typed for nullif(…, 0) in updates, where the parameter's type would otherwise come from the literal 0.
  avg_views: '::integer',
  typical_rate: '::float8',
};

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

const CONTACT_COLS = new Set<string>(['email', 'phone']);

/**
 * Updates a directory creator's profile. Contact details are not touched: a workspace's import writes them to its
 * own creator_contacts (upsertContacts), so no workspace changes the number or address another one contacts.
 */
export async function updateCreator(db: SqlExecutor, id: string, c: CreatorWrite): Promise<void> {
  const vals = values(c);
  const params: unknown[] = [id];
  const sets: string[] = [];
  const rateGiven = c.typical_rate > 0;
  COLS.forEach((col, i) => {
    // The currency goes with the rate: without a rate in the file, both stay.
    if (CONTACT_COLS.has(col) || (col === 'currency' && !rateGiven)) return;
    params.push(vals[i]);
    const p = `$${params.length}${CASTS[col] ?? ''}`;
    // What a file does not give stays as it was known: the audience and the language (null), average views and the
    // rate (0, which matching and the screens already read as unknown).
    if (col === 'audience' || col === 'language') sets.push(`${col} = coalesce(${p}, ${col})`);
    else if (col === 'avg_views' || col === 'typical_rate') sets.push(`${col} = coalesce(nullif(${p}, 0), ${col})`);
    else sets.push(`${col} = ${p}`);
  });
  await db.query(`update creators set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
}

/** The workspace's own contact details for creators; a value not given keeps the one it had. Returns rows changed. */
export async function upsertContacts(
  db: SqlExecutor,
  workspaceId: string,
  rows: { creatorId: string; email: string | null; phone: string | null }[],
): Promise<number> {
  const given = rows.filter((r) => r.email || r.phone);
  if (given.length === 0) return 0;
  const { rows: out } = await db.query(
    `insert into creator_contacts (workspace_id, creator_id, email, phone)
     select $1, c, e, p from unnest($2::uuid[], $3::text[], $4::text[]) as x(c, e, p)
     on conflict (workspace_id, creator_id) do update
       set email = coalesce(excluded.email, creator_contacts.email), phone = coalesce(excluded.phone, creator_contacts.phone), updated_at = now()
       where creator_contacts.email is distinct from coalesce(excluded.email, creator_contacts.email)
          or creator_contacts.phone is distinct from coalesce(excluded.phone, creator_contacts.phone)
     returning creator_id`,
    [workspaceId, given.map((r) => r.creatorId), given.map((r) => r.email), given.map((r) => r.phone)],
  );
  return out.length;
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

// ---------------------------------------------------------------------------------------------------------
// Imports applied in chunks, each chunk with its undo (docs/decisions/0013)

/** What applying one import row changed, kept with the staged row so that an interrupted import can be undone. */
export interface AppliedCreatorRow {
  creator_id: string;
  /** The row inserted the creator (undo: delete it); otherwise `before` holds its directory row as it was. */
  created: boolean;
  before: Record<string, unknown> | null;
  /** The workspace's contact row before: 'absent' (undo: delete it), its values, or null when the row left it alone. */
  contact: { email: string | null; phone: string | null; updated_at?: string } | 'absent' | null;
}

export interface CreatorRowsResult {
  applied: { line: number; undo: AppliedCreatorRow }[];
  rejected: { line: number; reason: string }[];
  inserted: number;
  updated: number;
  contactsChanged: number;
}

/**
 * Upserts a chunk of validated import rows into the directory (matched on email, else platform + handle; profile
 * fields updated; contact details to the workspace's creator_contacts, and to the directory only for creators new
 * to it) and returns, per applied row, what it takes to undo it. Runs in the caller's transaction.
 */
export async function applyCreatorRows(db: SqlExecutor, workspaceId: string, rows: { line: number; c: CreatorWrite }[]): Promise<CreatorRowsResult> {
  const out: CreatorRowsResult = { applied: [], rejected: [], inserted: 0, updated: 0, contactsChanged: 0 };
  if (rows.length === 0) return out;
  const existing = await findExisting(db, rows.map((r) => r.c));
  const updates: { line: number; id: string; c: CreatorWrite }[] = [];
  const inserts: { line: number; c: CreatorWrite }[] = [];
  for (const { line, c } of rows) {
    const byEmail = c.email ? existing.byEmail.get(c.email.toLowerCase()) : undefined;
    const byHandle = existing.byHandle.get(`${c.platform}:${c.handle.toLowerCase()}`);
    if (byEmail && byHandle && byEmail !== byHandle) {
      out.rejected.push({ line, reason: `email ${c.email} belongs to a different creator than ${c.platform} handle @${c.handle}` });
      continue;
    }
    const id = byEmail ?? byHandle;
    if (id) updates.push({ line, id, c });
    else inserts.push({ line, c });
  }

  // Before-images, read before anything changes (locked on PostgreSQL, so they are what the update overwrites).
  const updatedIds = [...new Set(updates.map((u) => u.id))];
  const before = new Map<string, Record<string, unknown>>();
  const contactBefore = new Map<string, { email: string | null; phone: string | null; updated_at: string }>();
  if (updatedIds.length > 0) {
    const { rows: b } = await db.query<{ id: string; row: Record<string, unknown> }>(
      'select c.id, to_jsonb(c) as row from creators c where c.id = any($1::uuid[]) order by c.id for update',
      [updatedIds],
    );
    for (const r of b) before.set(r.id, r.row);
    const { rows: cb } = await db.query<{ creator_id: string; email: string | null; phone: string | null; updated_at: string }>(
      'select creator_id, email, phone, updated_at::text as updated_at from creator_contacts where workspace_id = $1 and creator_id = any($2::uuid[]) for update',
      [workspaceId, updatedIds],
    );
    for (const r of cb) contactBefore.set(r.creator_id, { email: r.email, phone: r.phone, updated_at: r.updated_at });
  }

  const contacts: { creatorId: string; email: string | null; phone: string | null }[] = [];
  for (const { line, id, c } of updates) {
    await updateCreator(db, id, c);
    contacts.push({ creatorId: id, email: c.email, phone: c.phone });
    const touchesContact = !!(c.email || c.phone);
    out.applied.push({
      line,
      undo: { creator_id: id, created: false, before: before.get(id) ?? null, contact: touchesContact ? (contactBefore.get(id) ?? 'absent') : null },
    });
    out.updated++;
  }
  // A creator new to the directory gets the importer's contact details there too: nobody contacted them before.
  const ids = await insertCreators(
    db,
    inserts.map((i) => i.c),
  );
  ids.forEach((id, j) => {
    const { line, c } = inserts[j]!;
    contacts.push({ creatorId: id, email: c.email, phone: c.phone });
    out.applied.push({ line, undo: { creator_id: id, created: true, before: null, contact: null } });
  });
  out.inserted = ids.length;
  out.contactsChanged = await upsertContacts(db, workspaceId, contacts);
  out.applied.sort((a, b) => a.line - b.line);
  return out;
}

/** Directory columns an import writes (contact details live in creator_contacts), restored by an undo. */
const RESTORED_COLS = [...COLS.filter((c) => !CONTACT_COLS.has(c)), 'updated_at'];

/** Tables (other than the workspace contact rows) whose rows refer to creators: a creator they use is not deleted. */
let referencing: Promise<{ table: string; column: string }[]> | undefined;
async function referencingTables(db: SqlExecutor) {
  referencing ??= db
    .query<{ table: string; column: string }>(
      `select c.conrelid::regclass::text as table, a.attname as column
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.confrelid = 'creators'::regclass and c.conrelid not in ('creator_contacts'::regclass, 'creator_search'::regclass)`,
    )
    .then((r) => r.rows);
  return referencing.catch((err) => {
    referencing = undefined;
    throw err;
  });
}

/**
 * Undoes applied import rows. `rows` must be a contiguous run of the most recently applied rows (any order): within
 * it, each creator gets back its earliest before-image. Creators the import inserted are deleted unless something
 * (an outreach entry, a deal, ...) already uses them; returns how many were kept for that reason.
 */
export async function undoCreatorRows(db: SqlExecutor, workspaceId: string, rows: { line: number; undo: AppliedCreatorRow }[]): Promise<{ kept: number }> {
  const sorted = [...rows].sort((a, b) => a.line - b.line);
  const profile = new Map<string, Record<string, unknown>>();
  const contact = new Map<string, AppliedCreatorRow['contact']>();
  const created: string[] = [];
  for (const { undo } of sorted) {
    if (undo.created) created.push(undo.creator_id);
    else if (undo.before && !profile.has(undo.creator_id)) profile.set(undo.creator_id, undo.before);
    if (undo.contact !== null && !contact.has(undo.creator_id)) contact.set(undo.creator_id, undo.contact);
  }
  const absent = [...contact].filter(([, v]) => v === 'absent').map(([id]) => id);
  const restore = [...contact].filter((e): e is [string, { email: string | null; phone: string | null; updated_at?: string }] => e[1] !== 'absent' && e[1] !== null);
  if (absent.length > 0) {
    await db.query('delete from creator_contacts where workspace_id = $1 and creator_id = any($2::uuid[])', [workspaceId, absent]);
  }
  if (restore.length > 0) {
    await db.query(
      `update creator_contacts cc set email = x.e, phone = x.p, updated_at = coalesce(x.u, now())
       from unnest($2::uuid[], $3::text[], $4::text[], $5::timestamptz[]) as x(c, e, p, u) where cc.workspace_id = $1 and cc.creator_id = x.c`,
      [workspaceId, restore.map(([id]) => id), restore.map(([, v]) => v.email), restore.map(([, v]) => v.phone), restore.map(([, v]) => v.updated_at ?? null)],
    );
  }
  if (profile.size > 0) {
    await db.query(
      `update creators c set ${RESTORED_COLS.map((col) => `${col} = b.${col}`).join(', ')}
       from unnest($1::jsonb[]) as u(before), jsonb_populate_record(null::creators, u.before) as b
       where c.id = b.id`,
      [[...profile.values()].map((b) => JSON.stringify(b))],
    );
  }
  let kept = 0;
  if (created.length > 0) {
    const refs = await referencingTables(db);
    const unused = refs.map((r) => `and not exists (select 1 from ${r.table} x where x."${r.column}" = c.id)`).join(' ');
    const { rows: gone } = await db.query<{ id: string }>(`delete from creators c where c.id = any($1::uuid[]) ${unused} returning c.id`, [created]);
    kept = created.length - gone.length;
  }
  return { kept };
}
