import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // Every text asset also as .br and .gz, at build time (max quality costs nothing at runtime): the server sends
  // the one the browser accepts without compressing per request (@fastify/static preCompressed).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/ })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      // The API (and its websocket at /api/ws) runs on the Fastify server.
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
});
