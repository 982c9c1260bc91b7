export { RestTimerProvider, useStartRest, useStopRest } from './components/rest-timer-provider';
export { TimerBar } from './components/timer-bar';
