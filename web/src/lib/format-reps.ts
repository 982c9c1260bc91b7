// A timed set keeps its time in repeticiones as fast entry and the grid write it ("30s", "45 s"), or as "1:30".
const SECONDS = /^(\d{1,4})\s*s$/i;
const CLOCK = /^(\d{1,2}):([0-5]\d)$/;

/** Whether a set's repeticiones is a time rather than a count. */
export const isTimedSet = (repeticiones: string): boolean => SECONDS.test(repeticiones.trim()) || CLOCK.test(repeticiones.trim());

/** A set's repeticiones where a column already says "Reps": a time as "30 s" / "1:30 min", a count as typed ("8-10"). */
export function formatReps(repeticiones: string): string {
  const text = repeticiones.trim();
  const seconds = SECONDS.exec(text);
  if (seconds) return `${Number(seconds[1])} s`;
  return CLOCK.test(text) ? `${text} min` : text;
}

/** The same with its unit where nothing else says it: "10 reps", but "30 s" (never "30s reps"). */
export const formatRepsWithUnit = (repeticiones: string): string =>
  isTimedSet(repeticiones) ? formatReps(repeticiones) : `${repeticiones.trim()} reps`;
