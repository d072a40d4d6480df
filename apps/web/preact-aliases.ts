import type { Alias } from 'vite';

/**
 * The app is written against React's API and types and runs on Preact 11's compat layer (ADR 0024): React DOM 19
 * alone is ~64 kB gzip of the first render's JavaScript, Preact with its compat layer ~12 kB. Every import of React,
 * React DOM or the JSX runtime (ours and the libraries') resolves to Preact, in the production build, in `vite dev`
 * and in the web tests alike, so that what is tested is what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
