// Compiles the server to JavaScript (apps/server/dist): `npm start` and `npm run worker` run it with plain Node, so a
// production install without dev dependencies starts. The workspace package @inflow/contracts (TypeScript source) is
// bundled in; every other package stays an import resolved from node_modules at run time.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '../apps/server');
const out = path.join(server, 'dist');

export async function buildServer() {
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(server, 'src/main.ts'),
      worker: path.join(server, 'src/worker.ts'),
      seed: path.join(server, 'src/db/seed/cli.ts'),
      'import-creators': path.join(server, 'src/modules/creators/import-cli.ts'),
      reindex: path.join(server, 'src/ai/embeddings/reindex-cli.ts'),
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Chunks sit next to the entries, so import.meta.url resolves dist/migrations from every one of them.
    chunkNames: 'chunk-[hash]',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@inflow/')) return undefined;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
}

if (process.argv[1] === import.meta.filename) await buildServer();
