// A block's timer: its segments, what a reload finds saved, and its screen (loaded when a member opens it).
export { blockSegments } from './block-segments';
export { loadBlockTimer, type BlockTimerRun } from './saved-block-timer';
export { prepareAlarm } from './alarm';
