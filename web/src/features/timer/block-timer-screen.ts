// The block timer's screen, loaded when a member opens a block's timer (kept out of the session screen's load).
export { BlockTimerScreen } from './components/block-timer-screen';
