import type { RequestContext } from '../../lib/context.js';

/** The person behind a request (an API key acts for the user who created it), and how to name them. */
export function actorOf(ctx: RequestContext): { userId: string | null; label: string } {
  const a = ctx.actor;
  if (a.type === 'user') return { userId: a.userId, label: a.name || a.email };
  if (a.type === 'api_key') return { userId: a.userId, label: `API key “${a.name}”` };
  return { userId: null, label: a.name };
}
