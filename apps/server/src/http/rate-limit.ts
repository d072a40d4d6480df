import type { FastifyReply } from 'fastify';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/client.js';
import { requestLimits } from '../db/schema.js';

/** Stricter buckets for the actions that cost money or reach people; a route names its bucket in `config.rateLimit`. */
export type RateBucket = 'signin' | 'calls' | 'emails' | 'imports' | 'runs';

export interface RateLimits {
  /** Requests per minute per caller (API key, person, or IP address when anonymous). */
  perCaller: number;
  /** Requests per minute per workspace, all of its callers together. */
  perWorkspace: number;
  /** Per minute: sign-ins per IP; calls, emails, imports and runs per workspace. */
  signin: number;
  calls: number;
  emails: number;
  imports: number;
  runs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perCaller: 600,
  perWorkspace: 3000,
  signin: 10,
  calls: 60,
  emails: 60,
  imports: 10,
  runs: 30,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RateBucket;
  }
}

/**
 * Request rate limits (rate-limiter-flexible). On PostgreSQL the counters live in the database (`request_limits`),
 * shared by every API process; on the embedded database (one process) they live in memory.
 */
export function createRateLimiter(db: Database, limits: RateLimits) {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    db.kind === 'postgres'
      ? new RateLimiterDrizzle({ storeClient: db.db, schema: requestLimits, keyPrefix, points, duration: 60, clearExpiredByTimeout: false })
      : new RateLimiterMemory({ keyPrefix, points, duration: 60 });
  const caller = make('rl_caller', limits.perCaller);
  const workspace = make('rl_workspace', limits.perWorkspace);
  const buckets: Record<RateBucket, RateLimiterAbstract> = {
    signin: make('rl_signin', limits.signin),
    calls: make('rl_calls', limits.calls),
    emails: make('rl_emails', limits.emails),
    imports: make('rl_imports', limits.imports),
    runs: make('rl_runs', limits.runs),
  };

  /** Consumes one point from each limiter; answers 429 with Retry-After (and returns false) when one is exhausted. */
  async function take(reply: FastifyReply, checks: [RateLimiterAbstract, string, string][]): Promise<boolean> {
    for (const [limiter, key, what] of checks) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        await reply
          .status(429)
          .header('retry-after', String(seconds))
          .send({ message: `Too many requests (${what}); try again in ${seconds} s`, code: 'rate_limited', details: { retry_after_seconds: seconds } });
        return false;
      }
    }
    return true;
  }

  return {
    /** For a request whose caller is known (key, person or address) and, when it acts in one, its workspace. */
    check(reply: FastifyReply, who: { caller: string; workspaceId?: string; ip: string; bucket?: RateBucket }) {
      const checks: [RateLimiterAbstract, string, string][] = [[caller, who.caller, `${limits.perCaller} a minute per caller`]];
      if (who.workspaceId) checks.push([workspace, who.workspaceId, `${limits.perWorkspace} a minute per workspace`]);
      if (who.bucket === 'signin') checks.push([buckets.signin, who.ip, `${limits.signin} sign-ins a minute per address`]);
      else if (who.bucket && who.workspaceId) checks.push([buckets[who.bucket], who.workspaceId, `${limits[who.bucket]} ${who.bucket} a minute per workspace`]);
      return take(reply, checks);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
