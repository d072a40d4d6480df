import { startTestServer } from '../../apps/server/test/start-test-server.js';

export interface TestServer {
  url: string;
  close: () => Promise<void>;
  /** JSON call to the API, for arranging data a journey needs. */
  api: <T>(method: string, path: string, body?: unknown) => Promise<T>;
}

/** E2E_BASE_URL runs the journeys against a server that is already up (e.g. `npm start`). */
export async function startServer(opts: { creators?: number } = {}): Promise<TestServer> {
  const external = process.env.E2E_BASE_URL;
  const s = external ? null : await startTestServer({ creators: opts.creators ?? 600 });
  const url = (external ?? s!.url).replace(/\/$/, '');
  return {
    url,
    close: async () => {
      await s?.close();
    },
    api: async <T>(method: string, path: string, body?: unknown) => {
      const res = await fetch(url + path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}
