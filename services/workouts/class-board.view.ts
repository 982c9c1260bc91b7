import type { DiaPizarra, Pizarra, SocioPizarra } from '../../contract/class-board';
import type { TipoRecord } from '../../contract/workouts';
import { toFormato } from '../../domain/plans/block-format.view';
import { boardTarget } from '../../domain/workouts/board-target';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { listClassRoster } from '../../projections/attendance/class-console.queries';
import { findPlanView } from '../../projections/plans/plans.queries';
import { findClassBoard, listBoardLastTime, listBoardMaxes, listBoardSets, listDaySessions, type BoardSetRow } from '../../projections/workouts/class-boards.queries';
import { getPlateIncrement } from '../../projections/workouts/training-maxes.queries';
import type { Db } from '../../db/database';
import { daySnapshot, type DaySnapshot } from './day-snapshot';

export interface BoardClass {
  id: number;
  hora: string;
  disciplina: string;
}

function dayView(planId: number, day: DaySnapshot): DiaPizarra {
  const bloques: DiaPizarra['bloques'] = [];
  for (const e of day.exercises) {
    let block = bloques.at(-1);
    if (block?.id !== e.blockId) {
      block = { id: e.blockId, nombre: e.blockName, formato: e.blockFormat ? toFormato(e.blockFormat) : null, ejercicios: [] };
      bloques.push(block);
    }
    block.ejercicios.push({
      id: e.exerciseId,
      nombre: e.name,
      series: e.sets.map((s) => ({
        id: s.setId,
        numero: s.number,
        repeticiones: s.reps,
        peso: s.weight,
        ...(s.rpe === undefined ? {} : { rpe: s.rpe }),
        ...(s.rir === undefined ? {} : { rir: s.rir }),
        ...(s.tempo === undefined ? {} : { tempo: s.tempo }),
        ...(s.percent === undefined ? {} : { porcentaje: s.percent }),
      })),
    });
  }
  return { planificacion_id: planId, planificacion: day.planName, dia_id: day.dayId, dia: `${day.weekName} · ${day.dayName}`, bloques };
}

/** What the board knows of the class's members, read for all of them at once: their maxes and their last times. */
interface BoardFacts {
  day: DaySnapshot;
  plateIncrement: number;
  sets: readonly BoardSetRow[];
  maxes: ReadonlyMap<string, number>;
  lastTime: readonly { user_id: string; exercise_key: string; number: number; reps: number; weight: number }[];
}

/** Her targets for every set of the day (her maxes, her last time) and what she logged of it today. */
function memberOnBoard(member: { userId: string; nombre: string }, board: BoardFacts): SocioPizarra {
  const objetivos = board.day.exercises.flatMap((e) => {
    const key = exerciseKey(e.name);
    const last = board.lastTime.filter((r) => r.user_id === member.userId && r.exercise_key === key).map((r) => ({ number: r.number, reps: r.reps, weight: r.weight }));
    return e.sets.map((s) => {
      const t = boardTarget({ ...s }, { trainingMax: board.maxes.get(`${member.userId}/${key}`), plateIncrement: board.plateIncrement, lastTime: last });
      return { serie_id: t.setId, kg: t.kg, repeticiones: t.reps, origen: t.source, ...(t.rpe === undefined ? {} : { rpe: t.rpe }), ...(t.rir === undefined ? {} : { rir: t.rir }) };
    });
  });
  const hechas = board.sets
    .filter((s) => s.user_id === member.userId)
    .map((s) => ({ serie_id: s.set_id, repeticiones: s.reps, peso: s.weight, records: s.records as TipoRecord[] }));
  return { clerk_user_id: member.userId, nombre: member.nombre, objetivos, hechas };
}

/** The plan day a class's pizarra shows, if any is chosen and still in its plan. */
export async function boardDay(db: Db, slotId: number, date: string): Promise<{ planId: number; dayId: number; day: DaySnapshot } | undefined> {
  const board = await findClassBoard(db, slotId, date);
  const view = board && (await findPlanView(db, board.planId));
  const day = board && view && daySnapshot(view.tree, board.dayId);
  return board && day ? { ...board, day } : undefined;
}

/** One class's pizarra: its plan day and each member checked in (Presente), with her own targets and her sets. */
export async function classBoardView(db: Db, slot: BoardClass, date: string): Promise<Pizarra> {
  const clase = { horario_id: slot.id, fecha: date, hora: slot.hora, disciplina: slot.disciplina };
  const present = (await listClassRoster(db, slot.id, date)).filter((r) => r.asistencia === 'presente').map((r) => ({ userId: r.clerk_user_id, nombre: r.nombre }));
  const chosen = await boardDay(db, slot.id, date);
  if (!chosen) return { clase, dia: null, socios: present.map((m) => ({ clerk_user_id: m.userId, nombre: m.nombre, objetivos: [], hechas: [] })) };
  // One query per kind for the whole class, however many came: the board refetches on every set logged in the studio.
  const userIds = present.map((m) => m.userId);
  const keys = [...new Set(chosen.day.exercises.map((e) => exerciseKey(e.name)))];
  const [plateIncrement, sets, sessions, maxes] = await Promise.all([
    getPlateIncrement(db),
    listBoardSets(db, userIds, chosen.planId, chosen.dayId, date),
    listDaySessions(db, userIds, chosen.planId, chosen.dayId, date),
    listBoardMaxes(db, userIds, keys),
  ]);
  const today = [...new Set([...sessions.values(), ...sets.map((s) => s.session_id)])];
  const lastTime = await listBoardLastTime(db, userIds, keys, today);
  const board = { day: chosen.day, plateIncrement, sets, lastTime, maxes: new Map(maxes.map((m) => [`${m.user_id}/${m.exercise_key}`, m.kg])) };
  const socios = present.map((m) => memberOnBoard(m, board));
  return { clase, dia: dayView(chosen.planId, chosen.day), socios };
}
