import { describe, expect, it } from 'vitest';
import { parsePagination } from './pagination';
import { videoDecider } from './video.decider';
import { fold } from '../../events/framework/decider';
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
  const decide = (events: VideoEvent[], command: Parameters<typeof videoDecider.decide>[0]) => videoDecider.decide(command, fold(videoDecider, events));
  it('renames only when the name changes, and never a removed video', () => {
    expect(decide([added], { type: 'RenameVideo', videoId: 1, nombre: 'Burpees' })).toEqual([]);
    expect(decide([added], { type: 'RenameVideo', videoId: 1, nombre: 'Burpee' })).toEqual([{ type: 'VideoRenamed', data: { videoId: 1, nombre: 'Burpee' } }]);
    const removed: VideoEvent = { type: 'VideoRemoved', data: { videoId: 1 } };
    expect(() => decide([added, removed], { type: 'RenameVideo', videoId: 1, nombre: 'x' })).toThrow(expect.objectContaining({ code: 'VIDEO_NOT_FOUND' }));
    expect(() => decide([], { type: 'RemoveVideo', videoId: 1 })).toThrow(expect.objectContaining({ status: 404 }));
  });
});
