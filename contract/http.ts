import { Type, type TProperties } from 'typebox';

/** A request body: unknown properties are stripped by Ajv (`removeAdditional`), never trusted. */
export const Body = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/** The body of every error answer (application/problem+json): a stable `code` and a Spanish `detail`. */
export const ProblemSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  code: Type.String(),
  detail: Type.String(),
});

export const NonBlank = (maxLength = 256) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/**
 * Shared field builders, so every route applies the same input policy (plus the global guard in
 * input-policy.plugin.ts for NUL and lone surrogates): numbers fit their PostgreSQL column, dates are real
 * calendar dates, text has a length cap.
 */
export const INT4_MAX = 2_147_483_647;
/** An integer column (int4); a bigger value would make PostgreSQL answer "out of range". */
export const Int4 = (opts: { minimum?: number; maximum?: number } = {}) =>
  Type.Integer({ minimum: opts.minimum ?? -INT4_MAX - 1, maximum: opts.maximum ?? INT4_MAX });
/** A serial id. */
export const Id = Int4({ minimum: 1 });
/** A serial id in a URL path (path segments are text). */
export const IdParam = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/** A number stored as PostgreSQL `numeric`/`double`: finite and of a size a studio ever types. */
export const Amount = (opts: { minimum?: number; maximum?: number } = {}) =>
  Type.Number({ minimum: opts.minimum ?? -1e9, maximum: opts.maximum ?? 1e9 });
/** `YYYY-MM-DD` that exists in the calendar (Ajv's `date` format checks month lengths and leap years). */
export const CalendarDate = Type.String({ format: 'date', maxLength: 10 });
/** A date, or an ISO timestamp (zone optional, as older clients send it) whose calendar day is what counts. */
export const CalendarDateOrTimestamp = Type.Union([CalendarDate, Type.String({ format: 'iso-date-time', maxLength: 40 })]);
/** Free text with a cap; names are 256 at most (docs/product.md §5). */
export const Text = (maxLength = 256) => Type.String({ maxLength });
