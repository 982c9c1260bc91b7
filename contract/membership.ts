import { Type } from 'typebox';
import { Body, NonBlank } from './http';

export const UserSchema = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('coach'), Type.Literal('member')]),
});

export const SessionSchema = Type.Object({ token: Type.String(), user: UserSchema });

// Names: docs/product.md §5, under 256 characters.
export const SignUpBody = Body({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  firstName: NonBlank(255),
  lastName: NonBlank(255),
});

export const SignInBody = Body({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
});

export const AddUserBody = Body({
  clerkUserId: Type.Optional(Type.String({ maxLength: 200 })),
  firstName: Type.Optional(Type.String({ maxLength: 255 })),
  lastName: Type.Optional(Type.String({ maxLength: 255 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
});

export const UserIdBody = Body({ clerkUserId: Type.Optional(Type.String({ maxLength: 200 })) });

/** docs/product.md §3 User, as the member's own data and the admin's Usuarios list use it. */
export const UserDataSchema = Type.Object({
  id: Type.String(),
  clerk_user_id: Type.String(),
  clerkUserId: Type.String(),
  first_name: Type.String(),
  firstName: Type.String(),
  last_name: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Type.String(),
  publicMetadata: Type.Object({ role: Type.String() }),
  hidden: Type.Boolean(),
});

export const SetRoleBody = Body({
  clerkUserId: Type.String({ minLength: 1, maxLength: 200 }),
  role: Type.Union([Type.Literal('admin'), Type.Literal('coach'), Type.Literal('member')]),
});
