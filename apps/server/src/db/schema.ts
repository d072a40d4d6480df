import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
  vector,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TAudience } from '@inflow/contracts';

/** Dimension of the vectors the migrations create; `npm run reindex` changes it when the provider's differs. */
export const DEFAULT_EMBEDDING_DIMENSION = 64;
export const HNSW_M = 24;
export const HNSW_EF_CONSTRUCTION = 128;
/** One workspace until accounts exist; every tenant-owned row carries workspace_id already. */
export const DEFAULT_WORKSPACE_ID = '00000000-0000-4000-8000-000000000001';

// Sort indexes are DESC NULLS FIRST, the order a plain `ORDER BY x DESC` asks for: with NULLS LAST the planner
// cannot walk the index in order and sorts the whole filtered set instead.
/** A timestamptz column read as an ISO string. */
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const timestamps = {
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
};
const id = () => uuid('id').primaryKey().defaultRandom();
const workspaceRef = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

export const workspaces = pgTable('workspaces', {
  id: id(),
  name: text('name').notNull(),
  created_at: tstz('created_at').notNull().defaultNow(),
});

export const brands = pgTable(
  'brands',
  {
    id: id(),
    workspace_id: workspaceRef(),
    name: text('name').notNull(),
    logo_url: text('logo_url'),
    industry: text('industry').notNull().default(''),
    mission: text('mission').notNull().default(''),
    values: text('values').array().notNull().default(sql`'{}'::text[]`),
    target_market: text('target_market').notNull().default(''),
    brand_voice: text('brand_voice').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('brands_workspace_name_idx').on(t.workspace_id, t.name)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    workspace_id: workspaceRef(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    price_range: text('price_range').notNull().default(''),
    target_audience: text('target_audience').notNull().default(''),
    key_features: text('key_features').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [index('products_brand_idx').on(t.brand_id)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    workspace_id: workspaceRef(),
    brand_id: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    product_name: text('product_name').notNull(),
    brand_name: text('brand_name').notNull(),
    status: text('status').notNull().default('planning'),
    total_budget: doublePrecision('total_budget').notNull(),
    currency: text('currency').notNull().default('INR'),
    planned_creators: integer('planned_creators').notNull().default(10),
    product_description: text('product_description').notNull().default(''),
    target_audience: text('target_audience').notNull().default(''),
    key_use_cases: text('key_use_cases').notNull().default(''),
    campaign_goal: text('campaign_goal').notNull().default(''),
    product_niche: text('product_niche').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    /** Deals from calls wait for a person's approval unless below auto_approve_below (Auto Co-Pilot issue). */
    require_approval: boolean('require_approval').notNull().default(true),
    auto_approve_below: doublePrecision('auto_approve_below'),
    /** { start: 'HH:MM', end: 'HH:MM' } in the creator's local time; null = CALLING_HOURS. */
    calling_hours: jsonb('calling_hours').$type<{ start: string; end: string }>(),
    /** Targeting the matcher filters on (empty list / null = any): ISO 3166 alpha-2, ISO 639-1, platforms, follower range. */
    target_countries: text('target_countries').array().notNull().default(sql`'{}'::text[]`),
    target_languages: text('target_languages').array().notNull().default(sql`'{}'::text[]`),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    min_followers: integer('min_followers'),
    max_followers: integer('max_followers'),
    /** The rest of the plan (migration 0014, docs/decisions/0020): the brief as written, cities, deliverables, content due. */
    brief: text('brief').notNull().default(''),
    target_cities: text('target_cities').array().notNull().default(sql`'{}'::text[]`),
    deliverables: jsonb('deliverables').$type<{ platform: string; format: string; count: number }[]>().notNull().default(sql`'[]'::jsonb`),
    content_due_date: date('content_due_date', { mode: 'string' }),
    /** Canonical niches (NICHES) that the free-text product_niche maps to; the first is the one matching uses. */
    niches: text('niches').array().notNull().default(sql`'{}'::text[]`),
    /** DELETE archives: when, and the status to restore. */
    archived_at: tstz('archived_at'),
    status_before_archive: text('status_before_archive'),
    embedding: vector('embedding', { dimensions: DEFAULT_EMBEDDING_DIMENSION }),
    ...timestamps,
  },
  (t) => [
    check('campaigns_deliverables_array_ck', sql`jsonb_typeof(${t.deliverables}) = 'array'`),
    check('campaigns_dates_order_ck', sql`${t.start_date} is null or ${t.end_date} is null or ${t.start_date} <= ${t.end_date}`),
    index('campaigns_workspace_created_idx').on(t.workspace_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('campaigns_workspace_status_created_idx').on(t.workspace_id, t.status, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('campaigns_brand_idx').on(t.brand_id),
  ],
);

/** The creator directory is shared by all workspaces (like a discovery database); imports upsert into it. */
export const creators = pgTable(
  'creators',
  {
    id: id(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    channel_name: text('channel_name').notNull(),
    platform: text('platform').notNull(),
    niche: text('niche').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    followers_count: integer('followers_count').notNull(),
    engagement_rate: doublePrecision('engagement_rate').notNull(),
    avg_views: integer('avg_views').notNull().default(0),
    email: text('email'),
    phone: text('phone'),
    country: text('country').notNull(),
    /** ISO 639-1; null when unknown (ADR 0017). */
    language: text('language'),
    profile_image: text('profile_image'),
    typical_rate: doublePrecision('typical_rate').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    /** Null when unknown (imported creators: nothing is invented, migration 0017). */
    audience: jsonb('audience').$type<TAudience>(),
    last_active_at: tstz('last_active_at'),
    /** IANA time zone, when known (calling hours are the creator's local time). */
    timezone: text('timezone'),
    embedding: vector('embedding', { dimensions: DEFAULT_EMBEDDING_DIMENSION }),
    /**
     * 0-100 from the stored numbers (modules/matching/audience-quality.ts; the SQL function is created in
     * migration 0012), generated so every write path keeps it current.
     */
    audience_quality: integer('audience_quality')
      .notNull()
      .generatedAlwaysAs(sql`creator_audience_quality(platform, followers_count, engagement_rate, avg_views, country, audience)`),
    /** typical_rate in US dollars at the fixed table of fx_units_per_usd() (as stored when the currency is unknown). */
    rate_usd: doublePrecision('rate_usd')
      .notNull()
      .generatedAlwaysAs(sql`typical_rate / coalesce(fx_units_per_usd(currency), 1)`),
    /** followers x engagement rate x audience quality: the engagements a post can be expected to earn. */
    expected_engagements: doublePrecision('expected_engagements')
      .notNull()
      .generatedAlwaysAs(
        sql`followers_count::float8 * engagement_rate / 100 * creator_audience_quality(platform, followers_count, engagement_rate, avg_views, country, audience) / 100`,
      ),
    ...timestamps,
  },
  (t) => [
    // Discovery: platform + niche + follower range, sorted by followers.
    // engagement_rate last so the filtered count is an index-only scan.
    index('creators_platform_niche_followers_idx').on(t.platform, t.niche, t.followers_count.desc().nullsFirst(), t.id, t.engagement_rate),
    index('creators_niche_followers_idx').on(t.niche, t.followers_count.desc().nullsFirst(), t.id),
    index('creators_followers_idx').on(t.followers_count.desc().nullsFirst(), t.id),
    index('creators_engagement_idx').on(t.engagement_rate.desc().nullsFirst(), t.id),
    index('creators_country_followers_idx').on(t.country, t.followers_count.desc().nullsFirst(), t.id),
    index('creators_language_followers_idx').on(t.language, t.followers_count.desc().nullsFirst(), t.id),
    index('creators_last_active_idx').on(t.last_active_at.desc().nullsLast(), t.id),
    uniqueIndex('creators_platform_handle_uq').on(t.platform, sql`lower(${t.handle})`),
    uniqueIndex('creators_email_uq').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    // m/ef_construction above pgvector's defaults (16/64): the local embedding packs many creators close together,
    // and a denser graph keeps recall@10 up at 1M creators (see bench).
    index('creators_embedding_hnsw_idx').using('hnsw', t.embedding.op('vector_cosine_ops')).with({ m: HNSW_M, ef_construction: HNSW_EF_CONSTRUCTION }),
    // Matching walks a niche (and country) by expected engagements and by engagements per dollar (docs/decisions/0008).
    index('creators_niche_value_idx').on(t.niche, t.expected_engagements.desc().nullsFirst(), t.id),
    index('creators_niche_country_value_idx').on(t.niche, t.country, t.expected_engagements.desc().nullsFirst(), t.id),
    index('creators_niche_vpd_idx').on(t.niche, sql`(${t.expected_engagements} / greatest(${t.rate_usd}, 0.01)) desc`),
    index('creators_niche_country_vpd_idx').on(t.niche, t.country, sql`(${t.expected_engagements} / greatest(${t.rate_usd}, 0.01)) desc`),
  ],
);

/**
 * Name search: lower(name || ' ' || channel_name || ' ' || handle) per creator, kept in sync by a trigger
 * (migration 0006). A narrow table keeps the trigram recheck of thousands of matches in cache; on the wide
 * creators rows the same search was three times slower at 1M creators.
 */
export const creatorSearch = pgTable(
  'creator_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => creators.id, { onDelete: 'cascade' }),
    followers_count: integer('followers_count').notNull(),
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('creator_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('creator_search_followers_idx').on(t.followers_count.desc().nullsFirst(), t.id),
  ],
);

export const outreach = pgTable(
  'outreach',
  {
    id: id(),
    workspace_id: workspaceRef(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    notes: text('notes').notNull().default(''),
    last_contact: tstz('last_contact'),
    conversation_id: text('conversation_id'),
    agreed_rate: doublePrecision('agreed_rate'),
    deliverables: text('deliverables'),
    timeline: text('timeline'),
    /** Who on the team owns the entry (the pipeline board's owner filter); defaults to the person who added it. */
    owner_user_id: text('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('outreach_campaign_creator_uq').on(t.campaign_id, t.creator_id),
    index('outreach_workspace_updated_idx').on(t.workspace_id, t.updated_at.desc().nullsFirst(), t.id),
    index('outreach_creator_idx').on(t.creator_id),
    index('outreach_workspace_owner_idx').on(t.workspace_id, t.owner_user_id),
  ],
);

export const calls = pgTable(
  'calls',
  {
    id: id(),
    workspace_id: workspaceRef(),
    outreach_id: uuid('outreach_id')
      .notNull()
      .references(() => outreach.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    conversation_id: text('conversation_id').notNull(),
    to_number: text('to_number').notNull(),
    status: text('status').notNull(),
    summary: text('summary'),
    duration_seconds: integer('duration_seconds'),
    transcript: jsonb('transcript').notNull().default(sql`'[]'::jsonb`),
    evaluation_results: jsonb('evaluation_results').notNull().default(sql`'{}'::jsonb`),
    extracted_data: jsonb('extracted_data'),
    negotiation: jsonb('negotiation'),
    recording_path: text('recording_path'),
    recording_content_type: text('recording_content_type'),
    recording_unavailable_reason: text('recording_unavailable_reason'),
    error: text('error'),
    started_at: tstz('started_at').notNull().defaultNow(),
    ended_at: tstz('ended_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calls_conversation_uq').on(t.conversation_id),
    index('calls_outreach_started_idx').on(t.outreach_id, t.started_at.desc().nullsFirst()),
    // At most one running call per outreach entry: a second initiate gets 409.
    uniqueIndex('calls_one_active_per_outreach_uq')
      .on(t.outreach_id)
      .where(sql`${t.status} in ('initiated', 'in-progress', 'processing')`),
  ],
);

export const emails = pgTable(
  'emails',
  {
    id: id(),
    workspace_id: workspaceRef(),
    outreach_id: uuid('outreach_id')
      .notNull()
      .references(() => outreach.id, { onDelete: 'cascade' }),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    transport: text('transport').notNull(),
    error: text('error'),
    sent_at: tstz('sent_at'),
    ...timestamps,
  },
  (t) => [index('emails_outreach_idx').on(t.outreach_id, t.created_at.desc().nullsFirst())],
);

export const matchRuns = pgTable(
  'match_runs',
  {
    id: id(),
    workspace_id: workspaceRef(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    params: jsonb('params').notNull(),
    result: jsonb('result').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('match_runs_campaign_created_idx').on(t.campaign_id, t.created_at.desc().nullsFirst())],
);

export const agentRuns = pgTable(
  'agent_runs',
  {
    id: id(),
    workspace_id: workspaceRef(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    phase: text('phase').notNull().default('matching'),
    progress: doublePrecision('progress').notNull().default(0),
    params: jsonb('params').notNull(),
    checkpoint: jsonb('checkpoint'),
    summary: jsonb('summary'),
    error: text('error'),
    // The process executing the run and until when its claim holds; a run whose lease lapsed is resumed elsewhere.
    owner: text('owner'),
    lease_expires_at: tstz('lease_expires_at'),
    finished_at: tstz('finished_at'),
    ...timestamps,
  },
  (t) => [
    index('agent_runs_campaign_created_idx').on(t.campaign_id, t.created_at.desc().nullsFirst()),
    uniqueIndex('agent_runs_one_active_per_campaign_uq')
      .on(t.campaign_id)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

export const agentEvents = pgTable(
  'agent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspace_id: workspaceRef(),
    run_id: uuid('run_id')
      .notNull()
      .references(() => agentRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    message: text('message').notNull(),
    progress: doublePrecision('progress').notNull(),
    status: text('status').notNull(),
    phase: text('phase').notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_events_run_seq_uq').on(t.run_id, t.seq)],
);

/*
 * Accounts. users/sessions/accounts/verifications/rate_limits are better-auth's tables (its Drizzle adapter reads the
 * camelCase keys; the columns are snake_case like the rest). Workspaces, roles, API keys and the audit log are ours.
 */
const authTimestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...authTimestamps,
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...authTimestamps,
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.token), index('sessions_user_idx').on(t.userId)],
);
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...authTimestamps,
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...authTimestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

const roleCheck = (col: string) => sql.raw(`${col} in ('owner', 'admin', 'member', 'viewer')`);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspace_id: workspaceRef(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Largest deal a member may approve; null = no limit (owners and admins are never limited). */
    approval_limit: doublePrecision('approval_limit'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspace_id, t.user_id] }),
    index('workspace_members_user_idx').on(t.user_id),
    check('workspace_members_role_ck', roleCheck('role')),
  ],
);

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: id(),
    workspace_id: workspaceRef(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    token_hash: text('token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    invited_by: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: tstz('expires_at').notNull(),
    accepted_at: tstz('accepted_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_uq').on(t.token_hash),
    index('workspace_invitations_workspace_idx').on(t.workspace_id, t.created_at.desc().nullsFirst()),
    check('workspace_invitations_role_ck', roleCheck('role')),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    workspace_id: workspaceRef(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** SHA-256 of the key; the key itself is shown once and never stored. */
    key_hash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: tstz('created_at').notNull().defaultNow(),
    last_used_at: tstz('last_used_at'),
    revoked_at: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_hash_uq').on(t.key_hash),
    index('api_keys_workspace_idx').on(t.workspace_id, t.created_at.desc().nullsFirst()),
    check('api_keys_role_ck', roleCheck('role')),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for events of an account rather than a workspace (sign-in, sign-up). */
    workspace_id: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    actor_type: text('actor_type').notNull(),
    actor_id: text('actor_id'),
    actor_label: text('actor_label').notNull(),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: text('target_id'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    ip: text('ip'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_workspace_idx').on(t.workspace_id, t.id.desc()),
    index('audit_log_actor_idx').on(t.actor_id, t.id.desc()),
  ],
);

/** Mail the product sends to people with accounts (invitations, password resets, verification): the outbox offline. */
export const accountEmails = pgTable(
  'account_emails',
  {
    id: id(),
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    transport: text('transport').notNull(),
    error: text('error'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_emails_to_idx').on(t.to_address, t.created_at.desc().nullsFirst())],
);

/**
 * What a workspace knows of a creator's contact details (imported or edited by it). Its calls and emails use these,
 * else the directory's: one workspace never changes the number or address another one contacts.
 */
export const creatorContacts = pgTable(
  'creator_contacts',
  {
    workspace_id: workspaceRef(),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspace_id, t.creator_id] })],
);

/** Counters of rate-limiter-flexible (sign-ins per account and per IP, emails per workspace), shared by every process. */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/** Provider webhook events already applied (replay cache by event id). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    received_at: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);

/**
 * CSV imports run as jobs: the upload is staged here (one row per CSV record), validated and applied in one
 * transaction by the job, so a crash mid-import leaves nothing half-written and other requests keep being served.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    workspace_id: workspaceRef(),
    kind: text('kind').notNull().default('creators'),
    state: text('state').notNull().default('queued'),
    strict: boolean('strict').notNull().default(false),
    rows_read: integer('rows_read').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    rejected: jsonb('rejected').notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
    created_by: text('created_by'),
    finished_at: tstz('finished_at'),
    ...timestamps,
  },
  (t) => [index('imports_workspace_created_idx').on(t.workspace_id, t.created_at.desc().nullsFirst())],
);
export const importRows = pgTable(
  'import_rows',
  {
    import_id: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.line] })],
);

/** The first answer to a create sent with an Idempotency-Key, replayed to repeats of the same request. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    workspace_id: workspaceRef(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').notNull().default('running'),
    status_code: integer('status_code'),
    body: text('body'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspace_id, t.key] })],
);

/** The simulated telephony provider's calls, so a call running at a crash is resumed or cleanly ended after it. */
export const simulatedCalls = pgTable('simulated_calls', {
  conversation_id: text('conversation_id').primaryKey(),
  request: jsonb('request').notNull(),
  state: text('state').notNull().default('running'),
  result: jsonb('result'),
  started_at: tstz('started_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

/**
 * Deals: a negotiated outcome (from a call or entered by hand). 'proposed' waits for a person's approval; only
 * 'agreed' commits money. The budget invariant is enforced by a trigger (migration 0010): agreed deals plus open
 * reservations never exceed the campaign's total budget, agreed deals never exceed its planned creators.
 */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    workspace_id: workspaceRef(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    outreach_id: uuid('outreach_id')
      .notNull()
      .references(() => outreach.id, { onDelete: 'cascade' }),
    call_id: uuid('call_id').references(() => calls.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    price: doublePrecision('price').notNull(),
    currency: text('currency').notNull(),
    deliverables: jsonb('deliverables').notNull().default(sql`'[]'::jsonb`),
    timeline: text('timeline'),
    evidence: jsonb('evidence').notNull().default(sql`'{}'::jsonb`),
    approved_by: text('approved_by'),
    approved_at: tstz('approved_at'),
    rejected_by: text('rejected_by'),
    rejected_at: tstz('rejected_at'),
    /** Terms of an agreed deal (deal-to-results): usage rights, exclusivity, and its attribution. */
    usage_rights: text('usage_rights'),
    exclusivity: text('exclusivity'),
    promo_code: text('promo_code'),
    utm_url: text('utm_url'),
    ...timestamps,
  },
  (t) => [
    index('deals_campaign_status_idx').on(t.campaign_id, t.status),
    uniqueIndex('deals_promo_code_uq').on(t.workspace_id, sql`upper(${t.promo_code})`).where(sql`${t.promo_code} is not null`),
    index('deals_workspace_created_idx').on(t.workspace_id, t.created_at.desc().nullsFirst()),
    // One open deal per outreach entry.
    uniqueIndex('deals_one_open_per_outreach_uq')
      .on(t.outreach_id)
      .where(sql`${t.status} in ('proposed', 'agreed')`),
    check('deals_status_ck', sql`${t.status} in ('proposed', 'agreed', 'rejected', 'cancelled')`),
    check('deals_price_ck', sql`${t.price} >= 0`),
  ],
);

/** Money held for a call in progress (its ceiling), released when the call ends; one ledger for every path. */
export const budgetReservations = pgTable(
  'budget_reservations',
  {
    id: id(),
    workspace_id: workspaceRef(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    call_id: uuid('call_id').references(() => calls.id, { onDelete: 'cascade' }),
    amount: doublePrecision('amount').notNull(),
    reason: text('reason').notNull().default('call'),
    created_at: tstz('created_at').notNull().defaultNow(),
    released_at: tstz('released_at'),
  },
  (t) => [
    index('budget_reservations_open_idx').on(t.campaign_id).where(sql`${t.released_at} is null`),
    uniqueIndex('budget_reservations_call_uq').on(t.call_id),
    check('budget_reservations_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/** Creators who asked not to be contacted (by a workspace): no path calls or emails them again. */
export const contactOptouts = pgTable(
  'contact_optouts',
  {
    workspace_id: workspaceRef(),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('all'),
    reason: text('reason').notNull().default(''),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspace_id, t.creator_id, t.channel] })],
);

/** A workspace's email templates; bodies and subjects may use merge fields such as {{first_name}} (modules/email/merge.ts). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    workspace_id: workspaceRef(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('email_templates_workspace_name_uq').on(t.workspace_id, t.name)],
);

/** A first email and up to 3 follow-ups for one outreach entry; stopped by a reply, an opt-out or a person. */
export const emailSequences = pgTable(
  'email_sequences',
  {
    id: id(),
    workspace_id: workspaceRef(),
    outreach_id: uuid('outreach_id')
      .notNull()
      .references(() => outreach.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    stop_reason: text('stop_reason'),
    stopped_at: tstz('stopped_at'),
    ...timestamps,
  },
  (t) => [
    // One running sequence per outreach entry.
    uniqueIndex('email_sequences_one_active_uq').on(t.outreach_id).where(sql`${t.status} = 'active'`),
    check('email_sequences_status_ck', sql`${t.status} in ('active', 'completed', 'stopped')`),
  ],
);

export const emailSequenceSteps = pgTable(
  'email_sequence_steps',
  {
    id: id(),
    workspace_id: workspaceRef(),
    sequence_id: uuid('sequence_id')
      .notNull()
      .references(() => emailSequences.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    delay_minutes: integer('delay_minutes').notNull().default(0),
    due_at: tstz('due_at').notNull(),
    status: text('status').notNull().default('pending'),
    email_id: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_sequence_steps_position_uq').on(t.sequence_id, t.position),
    index('email_sequence_steps_due_idx').on(t.due_at).where(sql`${t.status} = 'pending'`),
    check('email_sequence_steps_status_ck', sql`${t.status} in ('pending', 'sent', 'cancelled')`),
    check('email_sequence_steps_position_ck', sql`${t.position} between 0 and 3`),
  ],
);

/** Mail threading: every message in and out of a conversation, by Message-ID (emails.id for outgoing ones). */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: id(),
    workspace_id: workspaceRef(),
    outreach_id: uuid('outreach_id')
      .notNull()
      .references(() => outreach.id, { onDelete: 'cascade' }),
    /** Set for outgoing mail: the outbox row. */
    email_id: uuid('email_id').references(() => emails.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    message_id: text('message_id').notNull(),
    in_reply_to: text('in_reply_to'),
    from_address: text('from_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    /** webhook | imap for inbound mail. */
    source: text('source'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The same inbound message seen twice (webhook retry, IMAP re-poll) is stored once.
    uniqueIndex('email_messages_message_id_uq').on(t.workspace_id, t.message_id),
    index('email_messages_outreach_idx').on(t.outreach_id, t.created_at),
    check('email_messages_direction_ck', sql`${t.direction} in ('outbound', 'inbound')`),
  ],
);

/** Named lists of creators a workspace keeps (before or beside campaigns). */
export const shortlists = pgTable(
  'shortlists',
  {
    id: id(),
    workspace_id: workspaceRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('shortlists_workspace_name_uq').on(t.workspace_id, t.name)],
);

export const shortlistCreators = pgTable(
  'shortlist_creators',
  {
    workspace_id: workspaceRef(),
    shortlist_id: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    added_at: tstz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shortlist_id, t.creator_id] }), index('shortlist_creators_creator_idx').on(t.workspace_id, t.creator_id)],
);

/** Notes on a creator or an outreach entry, with their author and time. */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    workspace_id: workspaceRef(),
    creator_id: uuid('creator_id').references(() => creators.id, { onDelete: 'cascade' }),
    outreach_id: uuid('outreach_id').references(() => outreach.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    author_id: text('author_id'),
    author_label: text('author_label').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notes_outreach_idx').on(t.outreach_id, t.created_at),
    index('notes_creator_idx').on(t.workspace_id, t.creator_id, t.created_at),
    check('notes_target_ck', sql`${t.creator_id} is not null or ${t.outreach_id} is not null`),
  ],
);

/** To-dos with a due date and an assignee (a member), optionally about a creator or an outreach entry. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    workspace_id: workspaceRef(),
    title: text('title').notNull(),
    due_date: date('due_date', { mode: 'string' }),
    assignee_id: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    creator_id: uuid('creator_id').references(() => creators.id, { onDelete: 'cascade' }),
    outreach_id: uuid('outreach_id').references(() => outreach.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    created_by_label: text('created_by_label').notNull(),
    completed_at: tstz('completed_at'),
    ...timestamps,
  },
  (t) => [
    index('tasks_assignee_idx').on(t.workspace_id, t.assignee_id, t.status, t.due_date),
    index('tasks_outreach_idx').on(t.outreach_id),
    check('tasks_status_ck', sql`${t.status} in ('open', 'done')`),
  ],
);

/** Secrets generated on first start when the environment has none (kept with the data, shared by every process). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: tstz('created_at').notNull().defaultNow(),
});

// ---- From deal to results: milestones, contracts, the creator portal, content, payouts, posts, orders ----

/** A deal's payment schedule: percents of the price that sum to 100, each paid once its condition is met. */
export const dealMilestones = pgTable(
  'deal_milestones',
  {
    id: id(),
    workspace_id: workspaceRef(),
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    percent: doublePrecision('percent').notNull(),
    amount: doublePrecision('amount').notNull(),
    condition: text('condition').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deal_milestones_position_uq').on(t.deal_id, t.position),
    check('deal_milestones_condition_ck', sql`${t.condition} in ('signed', 'draft_approved', 'post_live')`),
    check('deal_milestones_percent_ck', sql`${t.percent} > 0 and ${t.percent} <= 100`),
  ],
);

/** The workspace's contract template: Markdown with merge fields ({{brand}}, {{creator}}, ...). */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: id(),
    workspace_id: workspaceRef(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    is_default: boolean('is_default').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('contract_templates_default_uq').on(t.workspace_id).where(sql`${t.is_default}`)],
);

/**
 * A contract generated from a deal: one row per version. The PDF's bytes live in object storage under `pdf_key`,
 * `sha256` is the hash of exactly those bytes. Signed contracts are immutable (a trigger allows only superseding).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    workspace_id: workspaceRef(),
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    body: text('body').notNull(),
    pdf_key: text('pdf_key').notNull(),
    sha256: text('sha256').notNull(),
    creator_signature: jsonb('creator_signature'),
    brand_signature: jsonb('brand_signature'),
    signed_pdf_key: text('signed_pdf_key'),
    signed_sha256: text('signed_sha256'),
    signed_at: tstz('signed_at'),
    superseded_at: tstz('superseded_at'),
    created_by: text('created_by').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_deal_version_uq').on(t.deal_id, t.version),
    uniqueIndex('contracts_one_current_per_deal_uq').on(t.deal_id).where(sql`${t.status} <> 'superseded'`),
    check('contracts_status_ck', sql`${t.status} in ('awaiting_creator', 'awaiting_brand', 'signed', 'superseded')`),
  ],
);

/** The audit trail of one contract (generated, viewed, signed, countersigned), printed on its signature page. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract_id: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    sha256: text('sha256'),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contract_id, t.id)],
);

/** Secret links to the creator portal: one deal each, stored as SHA-256, expiring, revocable. */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: id(),
    workspace_id: workspaceRef(),
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: tstz('expires_at').notNull(),
    revoked_at: tstz('revoked_at'),
    last_used_at: tstz('last_used_at'),
    created_by: text('created_by').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portal_links_token_uq').on(t.token_hash), index('portal_links_deal_idx').on(t.deal_id)],
);

/** Where a creator wants to be paid for a deal (validated for format; one row per deal). */
export const payoutDetails = pgTable('payout_details', {
  deal_id: uuid('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  workspace_id: workspaceRef(),
  method: text('method').notNull(),
  details: jsonb('details').notNull(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

/** What a creator hands in per deliverable: drafts (versions, reviewed) and live post URLs. */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    workspace_id: workspaceRef(),
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    deliverable_index: integer('deliverable_index').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    url: text('url'),
    platform: text('platform'),
    file_key: text('file_key'),
    file_name: text('file_name'),
    content_type: text('content_type'),
    note: text('note').notNull().default(''),
    status: text('status').notNull(),
    reviewed_by: text('reviewed_by'),
    reviewed_at: tstz('reviewed_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('submissions_version_uq').on(t.deal_id, t.deliverable_index, t.kind, t.version),
    check('submissions_kind_ck', sql`${t.kind} in ('draft', 'live')`),
    check('submissions_status_ck', sql`${t.status} in ('in_review', 'changes_requested', 'approved', 'live')`),
  ],
);

export const submissionComments = pgTable(
  'submission_comments',
  {
    id: id(),
    workspace_id: workspaceRef(),
    submission_id: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    author_type: text('author_type').notNull(),
    author_label: text('author_label').notNull(),
    body: text('body').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('submission_comments_submission_idx').on(t.submission_id, t.created_at)],
);

/**
 * Money paid out against a milestone: one row per payment, never two per milestone (unique index), and never more
 * than the deal's price in total (trigger). The manual ledger records an external payment's reference and date.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    workspace_id: workspaceRef(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    milestone_id: uuid('milestone_id')
      .notNull()
      .references(() => dealMilestones.id, { onDelete: 'cascade' }),
    contract_id: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    amount: doublePrecision('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull().default('manual'),
    reference: text('reference'),
    paid_at: tstz('paid_at').notNull(),
    released_by: text('released_by').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
    // Migration 0018: payouts through a provider (Stripe, RazorpayX); see docs/decisions/0018.
    status: text('status').notNull().default('paid'),
    provider_payout_id: text('provider_payout_id'),
    idempotency_key: text('idempotency_key'),
    last_error: text('last_error'),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_milestone_uq').on(t.milestone_id),
    index('payouts_campaign_idx').on(t.campaign_id),
    check('payouts_amount_ck', sql`${t.amount} > 0`),
    check('payouts_status_ck', sql`${t.status} in ('submitting', 'processing', 'paid')`),
    uniqueIndex('payouts_provider_payout_uq').on(t.provider, t.provider_payout_id).where(sql`${t.provider_payout_id} is not null`),
  ],
);

/** Every submission of a milestone's payout to a provider, with its idempotency key and outcome (migration 0018). */
export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    id: id(),
    workspace_id: workspaceRef(),
    milestone_id: uuid('milestone_id')
      .notNull()
      .references(() => dealMilestones.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: text('provider').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    provider_payout_id: text('provider_payout_id'),
    outcome: text('outcome').notNull(),
    error: text('error'),
    created_at: tstz('created_at').notNull().defaultNow(),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_attempts_milestone_attempt_uq').on(t.milestone_id, t.attempt),
    uniqueIndex('payout_attempts_key_uq').on(t.provider, t.idempotency_key),
    check('payout_attempts_outcome_ck', sql`${t.outcome} in ('submitting', 'processing', 'paid', 'failed', 'reversed')`),
  ],
);

/** The creator's account at a payout provider for one deal (a Stripe connected account, acct_...) (migration 0018). */
export const dealPayoutAccounts = pgTable(
  'deal_payout_accounts',
  {
    deal_id: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    workspace_id: workspaceRef(),
    provider: text('provider').notNull(),
    account_id: text('account_id').notNull(),
    updated_by: text('updated_by').notNull(),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'deal_payout_accounts_pk', columns: [t.deal_id, t.provider] })],
);

/** A live post's figures at one moment, with where they came from (manual, csv, youtube). */
export const postMetrics = pgTable(
  'post_metrics',
  {
    id: id(),
    workspace_id: workspaceRef(),
    submission_id: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    captured_at: tstz('captured_at').notNull(),
    source: text('source').notNull(),
    views: bigint('views', { mode: 'number' }),
    reach: bigint('reach', { mode: 'number' }),
    likes: bigint('likes', { mode: 'number' }),
    comments: bigint('comments', { mode: 'number' }),
    shares: bigint('shares', { mode: 'number' }),
    saves: bigint('saves', { mode: 'number' }),
    created_by: text('created_by').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('post_metrics_submission_idx').on(t.submission_id, t.captured_at.desc().nullsFirst()),
    uniqueIndex('post_metrics_snapshot_uq').on(t.submission_id, t.captured_at, t.source),
    check('post_metrics_source_ck', sql`${t.source} in ('manual', 'csv', 'youtube')`),
  ],
);

/** Orders attributed to a campaign (CSV import or a store webhook), de-duplicated by the store's order id. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    workspace_id: workspaceRef(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    deal_id: uuid('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    order_id: text('order_id').notNull(),
    ordered_at: tstz('ordered_at').notNull(),
    code: text('code'),
    utm: text('utm'),
    amount: doublePrecision('amount').notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_order_id_uq').on(t.workspace_id, t.order_id), index('orders_campaign_idx').on(t.campaign_id, t.ordered_at)],
);

export const schema = {
  workspaces,
  brands,
  products,
  campaigns,
  creators,
  creatorSearch,
  outreach,
  calls,
  emails,
  matchRuns,
  agentRuns,
  agentEvents,
  users,
  sessions,
  accounts,
  verifications,
  rateLimits,
  workspaceMembers,
  workspaceInvitations,
  apiKeys,
  auditLog,
  accountEmails,
  creatorContacts,
  appSecrets,
  requestLimits,
  webhookEvents,
  imports,
  importRows,
  idempotencyKeys,
  simulatedCalls,
  deals,
  budgetReservations,
  contactOptouts,
  emailTemplates,
  emailSequences,
  emailSequenceSteps,
  emailMessages,
  shortlists,
  shortlistCreators,
  notes,
  tasks,
  dealMilestones,
  contractTemplates,
  contracts,
  contractEvents,
  portalLinks,
  payoutDetails,
  submissions,
  submissionComments,
  payouts,
  payoutAttempts,
  dealPayoutAccounts,
  postMetrics,
  orders,
};
