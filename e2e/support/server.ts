import { startTestServer } from '../../apps/server/test/start-test-server.js';
import type { AppDeps } from '../../apps/server/src/app.js';

export interface TestServer {
  url: string;
  close: () => Promise<void>;
  /** JSON call to the API as the owner (their API key), for arranging data a journey needs. */
  api: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  /** The owner of the demo workspace (absent with `owner: false`: nobody has claimed the instance yet). */
  owner: { email: string; password: string; name: string };
  apiKey: string;
  workspaceId: string;
  /** Mail to people with accounts (invitations, password resets, verification), newest first. */
  outbox: () => Promise<Array<{ to: string; subject: string; text: string; created_at: string }>>;
  db: Awaited<ReturnType<typeof startTestServer>>['db'] | null;
}

/**
 * E2E_BASE_URL runs the journeys against a server that is already up (e.g. `npm start` with INIT_*): then
 * E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD and E2E_API_KEY name its owner, and the outbox is not reachable.
 */
export interface ServerOptions {
  creators?: number;
  owner?: boolean;
  /** Providers for this server only (e.g. an SMTP mailer pointed at a fake SMTP server); ignored with E2E_BASE_URL. */
  deps?: Partial<AppDeps>;
}

export async function startServer(opts: ServerOptions = {}): Promise<TestServer> {
  const external = process.env.E2E_BASE_URL;
  const s = external ? null : await startTestServer({ creators: opts.creators ?? 600, owner: opts.owner, deps: opts.deps });
  const url = (external ?? s!.url).replace(/\/$/, '');
  const apiKey = s?.apiKey ?? process.env.E2E_API_KEY ?? '';
  return {
    url,
    owner: s?.owner ?? { email: process.env.E2E_OWNER_EMAIL ?? '', password: process.env.E2E_OWNER_PASSWORD ?? '', name: 'Owner' },
    apiKey,
    workspaceId: s?.workspaceId ?? '',
    db: s?.db ?? null,
    outbox: async () => {
      if (!s) throw new Error('the outbox is only readable on a test server started by the journey');
      return s.outbox();
    },
    close: async () => {
      await s?.close();
    },
    api: async <T>(method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
      return (res.status === 204 ? undefined : await res.json()) as T;
    },
  };
}
