import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      ...preactAliases,
      // Testing Library's package main is CommonJS, whose require('react-dom/client') would bypass the aliases.
      { find: /^@testing-library\/react$/, replacement: require.resolve('@testing-library/react').replace(/dist\/index\.js$/, 'dist/@testing-library/react.esm.js') },
      { find: '@', replacement: decodeURIComponent(new URL('./src', import.meta.url).pathname) },
    ],
    // Browser builds of the libraries, as the app bundles them: several packages' 'node' export is CommonJS, whose
    // require('react') would bypass the aliases.
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
  },
  ssr: { resolve: { conditions: ['module', 'browser', 'development|production'], externalConditions: ['module', 'browser'], mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Libraries that import React (Testing Library, Radix, TanStack Query, React Router, …) go through the same
    // aliases, so every component under test renders on Preact as in the build.
    server: { deps: { inline: true } },
  },
});
