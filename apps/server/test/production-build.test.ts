import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { start, stop } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/server/dist');

/** The package a bare import names ('@scope/name/sub' -> '@scope/name'). */
const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

describe('production build', { timeout: 400_000 }, () => {
  beforeAll(async () => {
    const { buildServer } = (await import(path.join(root, 'scripts/build-server.mjs'))) as { buildServer: () => Promise<void> };
    await buildServer();
  });

  it('needs only production dependencies at run time (npm prune --omit=dev keeps everything it imports)', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const imported = new Set<string>();
    for (const f of readdirSync(dist).filter((x) => x.endsWith('.js'))) {
      const code = readFileSync(path.join(dist, f), 'utf8');
      // esbuild writes static imports one per line; dynamic ones as import("x").
      for (const m of code.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)";?$/gm)) imported.add(m[1]!);
      for (const m of code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)) imported.add(m[1]!);
    }
    const bare = [...imported].filter((s) => /^(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(s) && !s.startsWith('.'));
    const packages = bare.filter((s) => !builtins.has(s) && !builtins.has(s.split('/')[0]!)).map(packageOf);
    expect(packages.length).toBeGreaterThan(5);
    // Bundled, not imported: the workspace's TypeScript package.
    expect(packages).not.toContain('@inflow/contracts');
    for (const p of new Set(packages)) expect(Object.keys(pkg.dependencies), `${p} is imported by the compiled server`).toContain(p);
    // And npm start runs the compiled output, not TypeScript.
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const s of ['start', 'worker']) {
      expect(scripts[s]).toContain('apps/server/dist/');
      expect(scripts[s]).not.toContain('tsx');
    }
  });

  it('the compiled server starts on an empty data folder and serves the API', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'inflow-dist-'));
    const key = 'dist_key_0123456789_abcdefghijklmnopqrstu';
    const s = await start(
      { DATA_DIR: dataDir, INIT_OWNER_EMAIL: 'ops@dist.test', INIT_OWNER_PASSWORD: 'dist-password-1', INIT_WORKSPACE_NAME: 'Dist', INIT_API_KEY: key },
      { entry: path.join(dist, 'main.js') },
    );
    try {
      const res = await fetch(`${s.base}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { workspace: { name: string } }).workspace.name).toBe('Dist');
    } finally {
      await stop(s.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
