import { openDatabase } from '../../../db/database';
import { startAsyncProcessors } from '../../../projections/runner/async-runner';
import '../../events/support/thing-events';
import { recordingProcessor } from './recording-processor';

// Child process for the crash test: applies its first batch, says so, then hangs before COMMIT until killed.
const database = await openDatabase({ databaseUrl: process.env.CRASH_DB_URL, dataDir: '' });
const processor = recordingProcessor('crash@v1', {
  runner: 'child',
  onEvent: async (event) => {
    if (event.data.n === 3) {
      process.stdout.write('applied-uncommitted\n');
      await new Promise(() => undefined);
    }
  },
});
await startAsyncProcessors(database, [processor], { pollMs: 100, leaderRetryMs: 200, onError: () => undefined });
