import { Type } from 'typebox';
import { ProblemSchema } from '../http';
import type { RouteSchemas } from './route-schemas';

const CheckValues = Type.Object({ database: Type.String(), migrations: Type.String(), sequencer: Type.String(), processors: Type.String() });
const NotReady = Type.Intersect([
  ProblemSchema,
  Type.Object({
    checks: CheckValues,
    pendingMigrations: Type.Optional(Type.Array(Type.String())),
    unsequenced: Type.Optional(Type.Integer()),
    behind: Type.Optional(Type.Array(Type.Object({ name: Type.String(), status: Type.String(), lag: Type.Number() }))),
  }),
]);

/** Every ops route: params, body, query and answers, as the server validates them and the web types its calls. */
export const opsApi = {
  'GET /api/health': { response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  'GET /api/ready': { response: { 200: Type.Object({ status: Type.Literal('ok'), checks: CheckValues }), 503: NotReady } },
} satisfies RouteSchemas;
