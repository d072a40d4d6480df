import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOTS = path.join(ROOT, 'artifacts/screenshots');

export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Session {
  context: BrowserContext;
  page: Page;
  /** console.error / page errors nobody declared as expected. */
  unexpectedErrors: string[];
  /** Declare a console error this journey provokes on purpose (e.g. a 500 it intercepts). */
  expectConsoleError: (pattern: RegExp) => void;
  screenshot: (name: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A fresh Chromium profile per session; fails the journey on any unexpected console error. With `signIn`, the
 * session starts signed in: the context's request client shares the browser's cookie jar, so the session cookie
 * the API sets is the one the pages send.
 */
export async function openSession(baseURL: string, viewport: Viewport, signIn?: Credentials): Promise<Session> {
  const profile = mkdtempSync(path.join(tmpdir(), 'inflow-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: viewport.width, height: viewport.height },
    baseURL,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  if (signIn) {
    const res = await context.request.post(`${baseURL}/api/v1/auth/sign-in`, {
      data: { email: signIn.email, password: signIn.password },
      headers: { Origin: baseURL },
    });
    if (!res.ok()) {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      throw new Error(`signing in as ${signIn.email} failed: ${res.status()} ${await res.text()}`);
    }
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const allowed: RegExp[] = [];
  const unexpectedErrors: string[] = [];
  const record = (text: string) => {
    if (!allowed.some((r) => r.test(text))) unexpectedErrors.push(text);
  };
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') record(`${m.text()} @ ${m.location().url}`);
  });
  page.on('pageerror', (e) => record(`pageerror: ${e.message}`));
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    context,
    page,
    unexpectedErrors,
    expectConsoleError: (r) => allowed.push(r),
    screenshot: async (name) => {
      const file = path.join(SCREENSHOTS, `${name}-${viewport.name}.png`);
      // Full-page shots of a scrolled page would paint the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
