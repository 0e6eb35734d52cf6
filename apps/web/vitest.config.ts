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
  },
});
