import { defineConfig } from 'vitest/config';

// The image and compose smoke (npm run test:image): real containers of the built image, on real PostgreSQL and on
// the embedded default. Not part of `npm test`, which runs from the working tree; CI builds the image first.
export default defineConfig({
  test: {
    include: ['tests/image/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
