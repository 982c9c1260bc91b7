import { describe, expect, it } from 'vitest';
import { parsePagination } from './pagination';
import { videoDecider } from './video.decider';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { VideoEvent } from '../../events/catalog/videos.events';

describe('pagination', () => {
  it('defaults to page 1 of 9 and accepts whole numbers in range', () => {
    expect(parsePagination({})).toEqual({ page: 1, limit: 9 });
    expect(parsePagination({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
  });
  it.each([['0'], ['-1'], ['abc'], ['1e3'], ['2.5'], [' ']])('rejects page %j', (page) => {
    expect(() => parsePagination({ page })).toThrow(expect.objectContaining({ code: 'INVALID_PAGE', status: 400 }));
  });
  it.each([['0'], ['101'], ['1000'], ['x']])('rejects limit %j', (limit) => {
    expect(() => parsePagination({ limit })).toThrow(expect.objectContaining({ code: 'INVALID_LIMIT' }));
  });
});

describe('video decider', () => {
  const added: VideoEvent = { type: 'VideoAdded', data: { videoId: 1, nombre: 'Burpees', url: 'https://example.com/b' } };
  const spec = streamDeciderSpec(videoDecider);
  it('renames only when the name changes, and never a removed video', () => {
    spec.given([added]).when({ type: 'RenameVideo', videoId: 1, nombre: 'Burpees' }).then([]);
    spec.given([added]).when({ type: 'RenameVideo', videoId: 1, nombre: 'Burpee' }).then([{ type: 'VideoRenamed', data: { videoId: 1, nombre: 'Burpee' } }]);
    const removed: VideoEvent = { type: 'VideoRemoved', data: { videoId: 1 } };
    spec.given([added, removed]).when({ type: 'RenameVideo', videoId: 1, nombre: 'x' }).thenRejects('VIDEO_NOT_FOUND');
    spec.given([]).when({ type: 'RemoveVideo', videoId: 1 }).thenRejects({ status: 404 });
  });
});
