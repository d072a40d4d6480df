import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the Node requirement the README states is true of the lock', () => {
  it('every locked package accepts the oldest Node the project supports', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${oldest.replace(/\.0$/, '')}+`);
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
    };
    const refusing: string[] = [];
    for (const [where, p] of Object.entries(lock.packages)) {
      const range = !Array.isArray(p.engines) ? p.engines?.node : undefined;
      // npm skips an optional package whose engines don't match (that is what optional means), so it can't break Node 20.
      if (!where || !range || p.optional) continue;
      if (!semver.satisfies(oldest, range, { includePrerelease: true })) refusing.push(`${where} (node ${range})`);
    }
    expect(refusing).toEqual([]);
  });
});
