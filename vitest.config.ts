import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One projects list: `web` (the app, jsdom) now; the server and API test projects join it.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
