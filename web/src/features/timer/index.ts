export { RestTimerProvider, useStartRest } from './components/rest-timer-provider';
export { TimerBar } from './components/timer-bar';
