import type { Segment } from '../block-segments';

/** Where a block timer stands: the segment it is in and the instant that segment began. */
export type BlockPosition = { index: number; startedAt: number };

/**
 * The position at `now`, passing every timed segment that ended meanwhile (each begins when the one before ended, so
 * a reload or a sleeping phone lands where the clock says). A segment at her pace waits for her; past the last
 * segment, `index` is the segments' length: the block is over.
 */
export function catchUp(segments: readonly Segment[], position: BlockPosition, now: number): BlockPosition {
  let { index, startedAt } = position;
  while (index < segments.length) {
    const seconds = segments[index]!.seconds;
    if (seconds === null || now < startedAt + seconds * 1000) break;
    startedAt += seconds * 1000;
    index += 1;
  }
  return { index, startedAt };
}
