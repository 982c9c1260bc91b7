import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // Every text asset also as .br and .gz, at build time (max quality costs nothing at runtime): the server sends
  // the one the browser accepts without compressing per request (@fastify/static preCompressed).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/ }),
    // The service worker (web/src/sw/sw.ts → dist/sw.js) gets this build's file list with a revision per file
    // (offline reloads, old builds' files cleaned up). Our own manifest and registration stay.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        // Every built file but the .br/.gz twins (the browser gets those by content negotiation anyway).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: ['sw.js', '**/*.br', '**/*.gz'],
      },
    }),
  ],
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
