import type { ChangeEvent } from 'react';
import { completeTimeOfDay } from '../lib/time-of-day';
import { TextField } from './text-field';

type TimeFieldProps = {
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
};

/**
 * A time of day in 24-hour HH:MM. Not `<input type="time">`: Chromium draws that one in the phone's locale, and in
 * es-AR it reads "10:00 p.m." where the studio's schedule says 22:00.
 */
export function TimeField({ label, value, onChange, error }: TimeFieldProps) {
  const complete = (e: ChangeEvent<HTMLInputElement>) => {
    const completed = completeTimeOfDay(e.target.value);
    if (completed !== e.target.value) onChange({ target: { value: completed } });
  };
  return (
    <TextField
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      hint="24 horas, por ejemplo 18:30"
      value={value}
      onChange={onChange}
      onBlur={complete}
      error={error}
    />
  );
}
