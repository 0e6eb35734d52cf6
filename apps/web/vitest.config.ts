import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // app/ reaches features through '@/features/…' (see src/architecture.test.ts for the boundaries).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    // Relative API URLs resolve against this page address, as they would in the browser.
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Files share their worker's modules and page (no isolation per file): a fresh happy-dom page
    // and module graph per file cost 74 CPU-s of the 260 tests' run, 10 so. Spies, stubbed globals
    // and env are restored after every test, so no file reads another's state; the files passed in
    // eleven shuffled orders (--sequence.shuffle.files --sequence.shuffle.tests).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // A hang detector, not a speed check: on a loaded machine a user-event test typing a card
    // number overran Vitest's 5 s default.
    testTimeout: 20_000,
  },
});
