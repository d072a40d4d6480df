import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { openSession, type Session, type Viewport } from './browser';
import { startServer, type TestServer } from './server';

/** One server per test file. */
export function useServer(opts: { creators?: number } = {}) {
  const ref: { current: TestServer | null } = { current: null };
  beforeAll(async () => {
    ref.current = await startServer(opts);
  });
  afterAll(async () => {
    await ref.current?.close();
  });
  return () => {
    if (!ref.current) throw new Error('server not started');
    return ref.current;
  };
}

/** A fresh browser session per test; the test fails on any console.error it did not declare. */
export function useSession(server: () => TestServer, viewport: Viewport) {
  const ref: { current: Session | null } = { current: null };
  beforeEach(async () => {
    ref.current = await openSession(server().url, viewport);
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
