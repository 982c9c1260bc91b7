import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/**
 * A second, different build of the web app in a temporary folder (for a test of what a deploy does to phones that
 * ran the last one): the same sources and config as `npm run build:web`, plus one line in the entry so its content
 * hash, index.html and the service worker's precache list all change. The caller removes the folder.
 */
export async function buildWebInto(label: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  // Vitest runs with NODE_ENV=test, which Vite would honour (a development bundle, no service worker): build as
  // `npm run build:web` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      configFile: path.resolve('web/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'pulso-test-build-label',
          transform: (code, id) => (id.endsWith('/web/src/main.tsx') ? `${code}\ndocument.documentElement.dataset.build = ${JSON.stringify(label)};\n` : null),
        },
      ],
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}
