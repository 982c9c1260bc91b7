export { TimerBarSlot } from './components/timer-bar-slot';
