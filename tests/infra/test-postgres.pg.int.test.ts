import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { createTestDatabase } from '../support/test-database';

// The suite talks to the PostgreSQL its global setup says it found. Where CI asks for Testcontainers
// (TEST_POSTGRES=testcontainers), every integration file runs against that container, not a local cluster.
it('runs against the PostgreSQL the global setup found, Testcontainers when the run asks for it', async () => {
  const server = inject('pgServer');
  if (process.env.TEST_POSTGRES === 'testcontainers') expect(server.source).toBe('testcontainers');
  const database = await createTestDatabase({ poolSize: 1 });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ cluster_name: string }>('SHOW cluster_name');
    if (server.source === 'testcontainers') expect(rows[0]!.cluster_name).toBe(server.clusterName);
    else expect(rows[0]!.cluster_name).not.toBe('pulso-testcontainers');
  } finally {
    await client.end();
    await database.close();
  }
});
