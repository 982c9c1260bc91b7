import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Maximos } from '../../contract/workouts';
import { fail } from '../../events/framework/errors';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { proposedTrainingMax } from '../../domain/workouts/training-max';
import { existingUserIds } from '../../projections/groups/groups.queries';
import { getPlateIncrement, listTrainingMaxes } from '../../projections/workouts/training-maxes.queries';
import { listDoneSets } from '../../projections/workouts/workouts.queries';
import type { Db } from '../../db/database';
import { requireIdentity } from '../platform/auth/identity';
import { commandContext, route } from '../platform/http/contract-route';
import { confirmTrainingMax, setPlateIncrement, setTrainingMax } from './training-max.commands';
import { allRecords } from './workout-views';

/** A member's maxes, what her records propose (each exercise with an e1RM whose max differs), and the plate increment. */
async function maximosOf(db: Db, userId: string): Promise<Maximos> {
  const [maxes, records, increment] = await Promise.all([listTrainingMaxes(db, userId), listDoneSets(db, userId), getPlateIncrement(db)]);
  const current = new Map(maxes.map((m) => [m.exercise_key, m.kg]));
  const propuestas = allRecords(records).flatMap((r) => {
    if (!r.e1rm) return [];
    const kg = proposedTrainingMax(r.e1rm.valor);
    return current.get(exerciseKey(r.nombre)) === kg ? [] : [{ ejercicio: r.nombre, e1rm: r.e1rm.valor, kg }];
  });
  return {
    incremento_disco: increment,
    maximos: maxes.map((m) => ({ ejercicio: m.exercise_name, kg: m.kg, origen: m.source, fecha: m.set_at.toISOString() })),
    propuestas,
  };
}

/** Training maxes: each member reads her own; coaches read, set and confirm a member's; admins choose the plate increment. */
export const trainingMaxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const member = async (userId: string) => {
    if (!(await existingUserIds(db, [userId])).has(userId)) throw fail('MEMBER_NOT_FOUND');
    return userId;
  };

  route(app, 'GET /api/entrenamientos/maximos', async (request) => maximosOf(db, requireIdentity(request).userId));

  route(app, 'GET /api/entrenamientos/socios/:clerkUserId/maximos', async (request) => maximosOf(db, await member(request.params.clerkUserId)));

  route(app, 'PUT /api/entrenamientos/socios/:clerkUserId/maximos', async (request) => {
    const userId = await member(request.params.clerkUserId);
    await setTrainingMax(db, commandContext(request, app.deps), { userId, exerciseName: request.body.ejercicio, kg: request.body.kg });
    return maximosOf(db, userId);
  });

  route(app, 'POST /api/entrenamientos/socios/:clerkUserId/maximos/confirmar', async (request) => {
    const userId = await member(request.params.clerkUserId);
    await confirmTrainingMax(db, commandContext(request, app.deps), { userId, exerciseName: request.body.ejercicio });
    return maximosOf(db, userId);
  });

  route(app, 'PUT /api/entrenamientos/incrementoDisco', async (request) => {
    await setPlateIncrement(db, commandContext(request, app.deps), request.body.kg);
    return { incremento_disco: await getPlateIncrement(db) };
  });
};
