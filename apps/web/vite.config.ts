import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API and the agent service are served by the same process by default (`npm start`);
// in `vite dev` everything under /api goes to it.
export default defineConfig({
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  plugins: [react(), tailwindcss()],
  esbuild: { legalComments: 'none' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser we target supports <link rel=modulepreload>; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rollupOptions: { treeshake: 'smallest' },
    // Route chunks are small; the report below is what `npm run bench` checks anyway.
    chunkSizeWarningLimit: 300,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
