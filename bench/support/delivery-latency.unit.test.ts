import { describe, expect, it } from 'vitest';
import { deliveryLatencies } from './delivery-latency';

describe('commit → socket latency', () => {
  it('counts a commit delivered by the first message at or past its position, merged or not', () => {
    const commits = [{ position: 10, at: 100 }, { position: 11, at: 101 }, { position: 14, at: 110 }];
    // One message per commit on the first socket; the second got 10 and 11 merged into one message at 11.
    const logs = [{ positions: [10, 11, 14], times: [103, 105, 120] }, { positions: [11, 14], times: [108, 112] }];
    const summary = deliveryLatencies(commits, logs);
    expect(summary).toMatchObject({ delivered: 6, lost: 0, max: 10 });
    expect(summary.messagesPerCommit).toBeCloseTo(5 / 6);
  });

  it('counts a commit a socket never heard of as lost', () => {
    const summary = deliveryLatencies([{ position: 5, at: 0 }, { position: 9, at: 1 }], [{ positions: [5], times: [3] }, { positions: [], times: [] }]);
    expect(summary).toMatchObject({ delivered: 1, lost: 3, p50: 3 });
  });
});
