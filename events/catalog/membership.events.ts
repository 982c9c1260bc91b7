import { Type } from 'typebox';
import { defineEvents } from './registry';

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('member')]);
export type Role = Type.Static<typeof Role>;

const UserRegistered = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Role,
  source: Type.Union([Type.Literal('local'), Type.Literal('clerk')]),
});
const UserProfileUpdated = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});
const UserRoleChanged = Type.Object({ userId: Type.String(), role: Role });
const UserHidden = Type.Object({ userId: Type.String() });
const UserUnhidden = Type.Object({ userId: Type.String() });
// The account was deleted by its owner: read tables forget the person's name and email from here on.
const UserDeleted = Type.Object({ userId: Type.String() });

defineEvents({ UserRegistered, UserProfileUpdated, UserRoleChanged, UserHidden, UserUnhidden, UserDeleted });

export type MembershipEvent =
  | { type: 'UserRegistered'; data: Type.Static<typeof UserRegistered> }
  | { type: 'UserProfileUpdated'; data: Type.Static<typeof UserProfileUpdated> }
  | { type: 'UserRoleChanged'; data: Type.Static<typeof UserRoleChanged> }
  | { type: 'UserHidden'; data: Type.Static<typeof UserHidden> }
  | { type: 'UserUnhidden'; data: Type.Static<typeof UserUnhidden> }
  | { type: 'UserDeleted'; data: Type.Static<typeof UserDeleted> };

export const userStream = (userId: string) => ({ streamId: `user:${userId}`, streamType: 'user' });
