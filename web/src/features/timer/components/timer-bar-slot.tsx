/** Where the fixed rest-timer bar will render once the timer feature exists; empty until then. */
export function TimerBarSlot() {
  return null;
}
