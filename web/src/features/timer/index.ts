export { RestTimerProvider, useStartRest, useStopRest } from './components/rest-timer-provider';
export { TimerBar } from './components/timer-bar';
export { prepareAlarm } from './alarm';
export { blockSegments } from './block-segments';
export { loadBlockTimer, type BlockTimerRun } from './saved-block-timer';
