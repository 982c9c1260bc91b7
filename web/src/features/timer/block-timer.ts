// The block timer's screen, loaded when a member opens a block's timer (kept out of the first load).
export { BlockTimerScreen } from './components/block-timer-screen';
