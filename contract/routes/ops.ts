import { Type } from 'typebox';
import { ProblemSchema } from '../http';
import { defineRoutes } from './route-schemas';

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

/**
 * Every ops route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const opsApi = defineRoutes({
  'GET /api/health': { access: 'public', response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  'GET /api/ready': { access: 'public', errors: [503], response: { 200: Type.Object({ status: Type.Literal('ok'), checks: CheckValues }), 503: NotReady } },
});
