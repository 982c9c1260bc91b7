/**
 * The realtime topic names, shared by the server (projections/<feature>/<feature>.topics.ts say which topics an
 * event touches; services/platform/realtime decides who may receive them) and the web app (web/src/lib/realtime.ts
 * routes each topic to its handlers). Plain TypeScript with no imports, so the web app can take these values
 * without pulling TypeBox into its first load; the message schemas are in ./realtime.ts.
 *
 * - a shared topic (`agenda`, `catalog`, …): data every signed-in user may see;
 * - `user:<userId>`: one member's private data (only that member and admins receive it);
 * - `plan:<planId>`: one plan's content, for staff only (open editors refetch it); the members who hold the plan hear
 *   of it on their own `user:<id>` topic instead (`UserFacts.plans`), so no member learns of another's plans;
 * - `staff:<view>`: views coaches and admins both work on (coaches manage groups for their plans);
 * - `admin:<view>`: admin-only views;
 * - `*`: anything may have changed (a notice too big to list its topics): clients refetch everything.
 */

/** Topics every signed-in user may receive. */
// `classes`: the class console's rosters and attendance (no personal data in the notice itself).
// `workouts`: some member logged, finished or got a comment on a workout session; the coach's views refetch (the
// notice names no one; the data stays behind the staff routes).
export const SHARED_TOPICS = ['agenda', 'catalog', 'plans', 'news', 'videos', 'classes', 'workouts'] as const;
/** Topics coaches and admins receive. */
export const STAFF_TOPICS = ['staff:groups'] as const;
/** Topics only admins receive. */
export const ADMIN_TOPICS = ['admin:bookings', 'admin:users', 'admin:requests', 'admin:leads', 'admin:transfers'] as const;

export type SharedTopic = (typeof SHARED_TOPICS)[number];
export type StaffTopic = (typeof STAFF_TOPICS)[number];
export type AdminTopic = (typeof ADMIN_TOPICS)[number];

export const ALL_TOPICS = '*';
export type AllTopics = typeof ALL_TOPICS;

export const USER_TOPIC_PREFIX = 'user:';
export const PLAN_TOPIC_PREFIX = 'plan:';
export const STAFF_TOPIC_PREFIX = 'staff:';
export const ADMIN_TOPIC_PREFIX = 'admin:';

export type UserTopic = `${typeof USER_TOPIC_PREFIX}${string}`;
export type PlanTopic = `${typeof PLAN_TOPIC_PREFIX}${number}`;

/** Every topic a change notice may name. */
export type Topic = SharedTopic | StaffTopic | AdminTopic | UserTopic | PlanTopic | AllTopics;

export const userTopic = (userId: string): UserTopic => `${USER_TOPIC_PREFIX}${userId}`;
export const planTopic = (planId: number): PlanTopic => `${PLAN_TOPIC_PREFIX}${planId}`;

/**
 * A topic family: what a client handler subscribes to. Fixed topics are their own family; every `user:<id>`
 * topic is in `user`, every `plan:<id>` topic in `plan`.
 */
export type TopicKey = SharedTopic | StaffTopic | AdminTopic | 'user' | 'plan';

type FixedTopic = SharedTopic | StaffTopic | AdminTopic;

/** A topic read back: its family and the id a parametrised topic carries. */
export type ParsedTopic =
  | { [K in FixedTopic]: { key: K; topic: K } }[FixedTopic]
  | { key: 'user'; topic: UserTopic; userId: string }
  | { key: 'plan'; topic: PlanTopic; planId: number }
  | { key: AllTopics; topic: AllTopics };

const FIXED_TOPICS: ReadonlySet<string> = new Set([...SHARED_TOPICS, ...STAFF_TOPICS, ...ADMIN_TOPICS]);

/** Reads a topic name off a notice; undefined for a name this contract does not know (a newer server). */
export function parseTopic(topic: string): ParsedTopic | undefined {
  if (topic === ALL_TOPICS) return { key: ALL_TOPICS, topic: ALL_TOPICS };
  if (FIXED_TOPICS.has(topic)) {
    const fixed = topic as FixedTopic;
    return { key: fixed, topic: fixed } as ParsedTopic;
  }
  if (topic.startsWith(USER_TOPIC_PREFIX) && topic.length > USER_TOPIC_PREFIX.length) {
    return { key: 'user', topic: topic as UserTopic, userId: topic.slice(USER_TOPIC_PREFIX.length) };
  }
  if (topic.startsWith(PLAN_TOPIC_PREFIX)) {
    const planId = Number(topic.slice(PLAN_TOPIC_PREFIX.length));
    if (Number.isInteger(planId) && planId > 0) return { key: 'plan', topic: topic as PlanTopic, planId };
  }
  return undefined;
}

/** The places left in one class occurrence, as the `agenda` topic's facts carry them after a booking or a cancellation. */
export interface PlacesLeft {
  horario_id: number;
  /** The studio calendar day, YYYY-MM-DD. */
  fecha: string;
  cupo_disponible: number;
}

/** A class occurrence a waitlist fact names. */
export interface ClassOccurrenceRef {
  horario_id: number;
  fecha: string;
  hora: string;
}

/**
 * What a member's own `user:<id>` topic may carry (projections/booking/waitlist.topics.ts): the classes they were
 * promoted into from the waitlist, and the places offered to the whole list, to show at once.
 */
export interface UserFacts {
  promoted?: ClassOccurrenceRef[];
  offered?: ClassOccurrenceRef[];
  /** Their classes the studio cancelled (a closed day, a cancelled or moved class), and why; the credit is back. */
  cancelled?: (ClassOccurrenceRef & { motivo: string })[];
  /** Their bookings that followed a class the studio moved: the new occurrence, and its discipline's name. */
  moved?: (ClassOccurrenceRef & { disciplina: string })[];
  /** Their places in a waitlist that followed a class the studio moved: the new occurrence, and its discipline's name. */
  movedWaitlist?: (ClassOccurrenceRef & { disciplina: string })[];
  /** Their turnos fijos the studio ended by removing the class from the schedule: the weekly class as it was. */
  standingEnded?: { horario_id: number; dia_semana: string; hora: string; disciplina: string }[];
  /** Personal records the member just beat while logging a workout (to celebrate on every open device). */
  records?: WorkoutRecordNotice[];
  /** Comments a coach just left on one of the member's workout sessions (shown at once on any screen). */
  comments?: WorkoutCommentNotice[];
  /**
   * Their plans (direct or through a group) whose content a coach just changed: an open viewer refetches each, and
   * the phone's offline copy is brought up to date (projections/plans/plans.topics.ts).
   */
  plans?: number[];
}

/** A coach's comment on a member's session, with the author's name. */
export interface WorkoutCommentNotice {
  sesion_id: string;
  comentario_id: string;
  autor: string;
  texto: string;
}

/** One record beaten by a logged set (contract/workouts.ts RecordLogrado, as plain data). */
export interface WorkoutRecordNotice {
  sesion_id: string;
  tipo: 'peso_maximo' | 'e1rm' | 'repeticiones';
  ejercicio: string;
  valor: number;
  anterior: number;
  peso: number;
  repeticiones: number;
}

/** The small facts a notice may carry per topic family, so a client patches its view before refetching. */
export interface TopicFacts {
  agenda: PlacesLeft[];
  user: UserFacts;
}

/** Where the change feed's websocket is served. */
export const REALTIME_PATH = '/api/ws';

/**
 * The public schedule's websocket (/horario, anonymous): it sends only `changed` with this one topic and no facts
 * when places may have changed, and the page refetches GET /api/publico/horario; nothing personal ever goes out.
 */
export const PUBLIC_REALTIME_PATH = '/api/ws/publico';
export const PUBLIC_SCHEDULE_TOPIC = 'public:schedule';

/**
 * Close codes the server uses on /api/ws. `sessionEnded` (in the 4000–4999 range RFC 6455 leaves to
 * applications): the session the socket was opened with ended (sign-out, expiry, deletion) or the user's role
 * changed; the client re-checks its session and reconnects only while still signed in. The others are RFC 6455's:
 * the server is stopping (`goingAway`), or the client broke a rule (`policyViolation`: too many sockets, it talked).
 */
export const REALTIME_CLOSE_CODES = {
  goingAway: 1001,
  policyViolation: 1008,
  sessionEnded: 4401,
} as const;

export const SESSION_ENDED_CLOSE_CODE = REALTIME_CLOSE_CODES.sessionEnded;
