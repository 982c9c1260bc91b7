/**
 * A time of day as the studio writes it: 24-hour "HH:MM". Typed shorthand is completed on leaving the field
 * ("7" → "07:00", "730" → "07:30", "1830" → "18:30", "9.15" → "09:15"); anything else is left as typed, for the
 * form's own check to name.
 */
export function completeTimeOfDay(typed: string): string {
  const raw = typed.trim();
  const parts = /^(\d{1,2})(?:[:.h ]?(\d{2}))?$/.exec(raw);
  if (!parts) return raw;
  const [, hours, minutes = '00'] = parts;
  if (Number(hours) > 23 || Number(minutes) > 59) return raw;
  return `${hours!.padStart(2, '0')}:${minutes}`;
}
