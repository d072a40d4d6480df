import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { preactAliases } from './preact-aliases';

const require = createRequire(import.meta.url);

// The API and the agent service are served by the same process by default (`npm start`);
// in `vite dev` everything under /api goes to it.
export default defineConfig(({ command, mode }) => {
  // A production build is a production build even when the caller runs with NODE_ENV=test (vitest, CI):
  // otherwise React's development build would ship.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    resolve: {
      alias: [
        ...preactAliases,
        { find: '@', replacement: decodeURIComponent(new URL('./src', import.meta.url).pathname) },
        // React Router's package exports send bundlers to its development build (ENABLE_DEV_WARNINGS on, its warning
        // code kept); a production build takes the production build shipped beside it (ADR 0023).
        ...(command === 'build' && mode === 'production'
          ? [{ find: /^react-router$/, replacement: path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') }]
          : []),
      ],
    },
    // TSX is compiled by Vite's esbuild with the automatic JSX runtime (tsconfig's "react-jsx"), which the aliases
    // send to Preact. No React Fast Refresh: it patches React DOM's renderer, which does not run here, so an edit in
    // `vite dev` reloads the page.
    plugins: [tailwindcss()],
    esbuild: { legalComments: 'none' },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // Every browser we target supports <link rel=modulepreload>; the polyfill would only add bytes.
      modulePreload: { polyfill: false },
      // The e2e journeys run against this output, so the stricter tree-shaking is covered by them.
      rollupOptions: { treeshake: 'smallest' },
      // terser with two passes packs the runtime a few KB smaller than esbuild's minifier (docs/decisions/0006).
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      // The entry is Preact with its React compat layer + React Router's declarative routing (~104 KB minified, ~36 KB
      // gzip, ADR 0024); every screen is its own chunk. The largest chunk is the report page's charts (recharts, ~400 KB
      // minified), loaded only there.
      chunkSizeWarningLimit: 420,
    },
    server: {
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
  };
});
