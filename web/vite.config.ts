import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies every server path to the NestJS app (npm start, port 3000), so the
// client always talks to its own origin — the same shape as production, where the server serves
// web/dist itself (contract §2).
const SERVER = process.env.KOMA_SERVER_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/graphql', '/uploads', '/health'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // .vite/manifest.json maps source modules to chunks; the bundle-budget test reads it.
    manifest: true,
    // The home route's initial JS is budgeted (test/browser/bundle-budget.spec.ts): every
    // route is a lazy chunk.
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: false }])),
  },
});
