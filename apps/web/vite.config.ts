import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstRouteChunk } from './first-route-chunk.ts';
import { staticSignIn } from './static-sign-in/plugin.ts';

/** The one server answers every API face; in development Vite proxies them to it. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const API_PREFIXES = ['/api', '/graphql', '/rest', '/schedule', '/v2/schedule', '/skytrak', '/STSVEN'];

const firstRoute = firstRouteChunk();

export default defineConfig({
  plugins: [react(), firstRoute.plugin, staticSignIn()],
  // app/ reaches features through '@/features/…' (see src/architecture.test.ts for the boundaries).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // Keep the page host (us.localhost, jp.localhost) so the server picks the right regional site.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The first route in one chunk (see first-route-chunk.ts); lazy routes split as usual.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-route', test: firstRoute.test }] } } },
  },
});
