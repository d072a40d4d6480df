import { describe, expect, it } from 'vitest';

// The GUIDE's one-way imports: shared code (components, lib) -> features -> app. Features never import
// each other, shared code never imports a feature or the app, and nothing outside lib talks to fetch().
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

function imports(code: string): string[] {
  return [...code.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

function resolve(file: string, spec: string): string {
  if (spec.startsWith('@/')) return `./${spec.slice(2)}`;
  if (!spec.startsWith('.')) return spec;
  const parts = file.split('/').slice(0, -1);
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

const featureOf = (p: string) => /^\.\/features\/([^/]+)\//.exec(p)?.[1] ?? null;

describe('architecture', () => {
  it('has sources to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('features do not import each other', () => {
    const bad: string[] = [];
    for (const [file, code] of Object.entries(sources)) {
      const own = featureOf(file);
      if (!own) continue;
      for (const spec of imports(code)) {
        const target = featureOf(resolve(file, spec));
        if (target && target !== own) bad.push(`${file} -> ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('shared code imports neither features nor the app', () => {
    const bad: string[] = [];
    for (const [file, code] of Object.entries(sources)) {
      if (!file.startsWith('./components/') && !file.startsWith('./lib/')) continue;
      for (const spec of imports(code)) {
        const t = resolve(file, spec);
        if (t.startsWith('./features/') || t.startsWith('./app/')) bad.push(`${file} -> ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('only the API client calls fetch, and nothing imports zod into the browser bundle', () => {
    const bad: string[] = [];
    for (const [file, code] of Object.entries(sources)) {
      if (file !== './lib/api-client.ts' && /\bfetch\(/.test(code)) bad.push(`${file} calls fetch`);
      if (/from ['"]zod['"]/.test(code)) bad.push(`${file} imports zod`);
      // Values from @inflow/contracts would pull zod in; types are fine.
      if (/^import\s+(?!type\b)[^;]*from ['"]@inflow\/contracts['"]/m.test(code)) bad.push(`${file} imports values from contracts`);
    }
    expect(bad).toEqual([]);
  });

  it('is written against React: only runtime.ts talks to Preact itself (ADR 0024)', () => {
    const direct = Object.entries(sources)
      .filter(([file, code]) => file !== './runtime.ts' && imports(code).some((spec) => spec === 'preact' || spec.startsWith('preact/')))
      .map(([file]) => file);
    expect(direct).toEqual([]);
    expect(imports(sources['./runtime.ts']!)).toContain('preact');
  });
});
