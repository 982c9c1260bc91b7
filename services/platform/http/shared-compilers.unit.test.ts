import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { sharedCompilers } from './shared-compilers';

const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const Reply = Type.Object({ id: Type.Integer(), nombre: Type.String() });

describe("the schema compilers every app of a process shares", () => {
  it('gives a second app the serializer the first compiled for the same schema object', () => {
    const first = sharedCompilers.buildSerializer!({}, {})(route(Reply) as never);
    const second = sharedCompilers.buildSerializer!({}, {})(route(Reply) as never);
    expect(second).toBe(first);
    expect(second({ id: 1, nombre: 'Funcional', clave: 'no sale' })).toBe('{"id":1,"nombre":"Funcional"}');
  });

  it('compiles again for another schema, and for the same schema under other external schemas', () => {
    const serializer = sharedCompilers.buildSerializer!({}, {})(route(Reply) as never);
    const other = Type.Object({ id: Type.Integer() });
    expect(sharedCompilers.buildSerializer!({}, {})(route(other) as never)).not.toBe(serializer);
    const withExternal = sharedCompilers.buildSerializer!({ Otro: { $id: 'Otro', type: 'string' } }, {})(route(Reply) as never);
    expect(withExternal).not.toBe(serializer);
    expect(withExternal({ id: 2, nombre: 'Yoga' })).toBe('{"id":2,"nombre":"Yoga"}');
  });

  it('gives a second app the validator the first compiled, with the options it was asked for', () => {
    const options = { customOptions: { removeAdditional: 'all' as const, coerceTypes: false, allErrors: false } };
    const first = sharedCompilers.buildValidator!({}, options as never)({ schema: Reply, method: 'POST', url: '/x', httpPart: 'body' });
    const second = sharedCompilers.buildValidator!({}, options as never)({ schema: Reply, method: 'POST', url: '/x', httpPart: 'body' });
    expect(second).toBe(first);
    const body = { id: 1, nombre: 'Funcional', extra: true };
    expect(second(body)).toBe(true);
    expect(body).toEqual({ id: 1, nombre: 'Funcional' }); // removeAdditional: 'all', as the app asks
    expect(second({ id: 'uno', nombre: 'Funcional' })).toBe(false);
  });

  it('refuses, when the app is built, a headers schema with a capital in a name (Fastify would not lower-case it)', () => {
    const options = { customOptions: {} };
    const compile = sharedCompilers.buildValidator!({}, options as never);
    const Headers = Type.Object({ 'Idempotency-Key': Type.String() });
    expect(() => compile({ schema: Headers, method: 'POST', url: '/x', httpPart: 'headers' })).toThrow('POST /x: declare its headers in lower case');
    const lower = compile({ schema: Type.Object({ 'idempotency-key': Type.String() }), method: 'POST', url: '/x', httpPart: 'headers' });
    expect(lower({ 'idempotency-key': 'k1' })).toBe(true);
  });
});
