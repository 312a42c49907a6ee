import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for error reports but not linked from the scripts; production does not serve them.
    sourcemap: 'hidden',
  },
  server: {
    port: 3000,
    proxy: {
      // The API, but not the web's own modules under src/web/api (/api/client.ts and friends).
      '^/api(?![\\w./-]*\\.tsx?(\\?|$))': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
});
