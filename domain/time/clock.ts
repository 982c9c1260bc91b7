/** "Now" comes from here so tests can fix it; deciders receive it inside their commands. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (iso: string | Date): Clock & { set(iso: string | Date): void; advance(ms: number): void } => {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
};
