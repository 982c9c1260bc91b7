import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * Member groups (grupos), stream `group:<id>`, ids from `group_id_seq`. A member sees the plans of every
 * group they belong to. Events that change what members see carry the affected member ids (topics).
 */
const Id = Type.Integer({ minimum: 1 });
const UserIds = Type.Array(Type.String());

const GroupCreated = Type.Object({ groupId: Id, name: Type.String() });
const GroupRenamed = Type.Object({ groupId: Id, name: Type.String() });
const GroupDeleted = Type.Object({ groupId: Id, name: Type.String(), memberIds: UserIds, planIds: Type.Array(Id) });
const GroupMembersAdded = Type.Object({ groupId: Id, userIds: UserIds });
const GroupMemberRemoved = Type.Object({ groupId: Id, userId: Type.String() });
const GroupPlansAdded = Type.Object({ groupId: Id, planIds: Type.Array(Id), memberIds: UserIds });
const GroupPlanRemoved = Type.Object({ groupId: Id, planId: Id, memberIds: UserIds });

const definitions = { GroupCreated, GroupRenamed, GroupDeleted, GroupMembersAdded, GroupMemberRemoved, GroupPlansAdded, GroupPlanRemoved };
export const groupsEvents = defineEvents(definitions);

type Defs = typeof definitions;
export type GroupEvent = { [K in keyof Defs]: { type: K; data: Type.Static<Defs[K]> } }[keyof Defs];

export const GROUP_EVENT_TYPES = Object.keys(definitions) as GroupEvent['type'][];

export { groupStream } from '../streams';
