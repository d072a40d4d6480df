import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  vector,
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
const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};
const id = () => uuid('id').primaryKey().defaultRandom();
const workspaceRef = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

export const workspaces = pgTable('workspaces', {
  id: id(),
  name: text('name').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
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
    embedding: vector('embedding', { dimensions: DEFAULT_EMBEDDING_DIMENSION }),
    ...timestamps,
  },
  (t) => [
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
    language: text('language').notNull(),
    profile_image: text('profile_image'),
    typical_rate: doublePrecision('typical_rate').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    audience: jsonb('audience').$type<TAudience>().notNull(),
    last_active_at: timestamp('last_active_at', { withTimezone: true, mode: 'string' }),
    embedding: vector('embedding', { dimensions: DEFAULT_EMBEDDING_DIMENSION }),
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
    last_contact: timestamp('last_contact', { withTimezone: true, mode: 'string' }),
    conversation_id: text('conversation_id'),
    agreed_rate: doublePrecision('agreed_rate'),
    deliverables: text('deliverables'),
    timeline: text('timeline'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('outreach_campaign_creator_uq').on(t.campaign_id, t.creator_id),
    index('outreach_workspace_updated_idx').on(t.workspace_id, t.updated_at.desc().nullsFirst(), t.id),
    index('outreach_creator_idx').on(t.creator_id),
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
    started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    ended_at: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
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
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
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
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
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
    lease_expires_at: timestamp('lease_expires_at', { withTimezone: true, mode: 'string' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
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
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_events_run_seq_uq').on(t.run_id, t.seq)],
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
};
