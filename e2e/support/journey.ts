import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { openSession, type Credentials, type Session, type Viewport } from './browser';
import { startServer, type ServerOptions, type TestServer } from './server';

/**
 * One server per test file (or describe block); `owner: false` starts one nobody has claimed yet (the first-owner
 * setup). Options may be a function, read when the server starts (e.g. after a fake SMTP server is up).
 */
export function useServer(opts: ServerOptions | (() => ServerOptions) = {}) {
  const ref: { current: TestServer | null } = { current: null };
  beforeAll(async () => {
    ref.current = await startServer(typeof opts === 'function' ? opts() : opts);
  });
  afterAll(async () => {
    await ref.current?.close();
  });
  return () => {
    if (!ref.current) throw new Error('server not started');
    return ref.current;
  };
}

/**
 * A fresh browser session per test, signed in as the demo workspace's owner unless `signedIn` is false (or names
 * someone else); the test fails on any console.error it did not declare.
 */
export function useSession(server: () => TestServer, viewport: Viewport, { signedIn = true as boolean | Credentials } = {}) {
  const ref: { current: Session | null } = { current: null };
  beforeEach(async () => {
    const s = server();
    const who = signedIn === true ? s.owner : signedIn === false ? undefined : signedIn;
    ref.current = await openSession(s.url, viewport, who);
  });
  afterEach(async () => {
    const s = ref.current;
    ref.current = null;
    if (!s) return;
    const errors = [...s.unexpectedErrors];
    await s.close();
    expect(errors.join('\n'), 'unexpected console errors').toBe('');
  });
  return () => {
    if (!ref.current) throw new Error('session not open');
    return ref.current;
  };
}

/** Chrome reports every 4xx/5xx fetch as a console error; a journey that expects one says so. */
export const RESOURCE_404 = /Failed to load resource: the server responded with a status of 404/;
export const RESOURCE_401 = /Failed to load resource: the server responded with a status of 401/;
export const RESOURCE_403 = /Failed to load resource: the server responded with a status of 403/;
