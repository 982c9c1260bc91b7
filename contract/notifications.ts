import { Type } from 'typebox';
import { Body } from './http';

const SubscriptionObject = Type.Object({
  endpoint: Type.String({ maxLength: 2048 }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({ p256dh: Type.String({ maxLength: 200 }), auth: Type.String({ maxLength: 100 }) }),
});

/** docs/product.md §7: `token` is the browser's PushSubscription JSON, as a string or as an object. */
export const AddTokenBody = Body({
  clerkUserId: Type.Optional(Type.String({ maxLength: 200 })),
  token: Type.Union([Type.String({ minLength: 1, maxLength: 4096 }), SubscriptionObject]),
});

export const RemoveSubscriptionBody = Body({ endpoint: Type.String({ minLength: 1, maxLength: 2048 }) });

export const PreferencesBody = Body({ enabled: Type.Boolean() });

export const PreferencesSchema = Type.Object({ enabled: Type.Boolean(), devices: Type.Integer() });

const NoticeId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z-]+$' });

/** One kind of notice on the account screen: where it goes now (her choice, or the defaults while `chosen` is false). */
export const NoticeChannelsEntry = Type.Object({
  id: NoticeId,
  label: Type.String(),
  hint: Type.String(),
  push: Type.Boolean(),
  email: Type.Boolean(),
  chosen: Type.Boolean(),
});

export const NoticeChannelsSchema = Type.Object({
  /** Whether the studio sends email (SMTP configured), and the address it goes to. */
  email: Type.Object({ available: Type.Boolean(), address: Type.String() }),
  /** Devices that accept push: subscribed, with notifications on. */
  push: Type.Object({ devices: Type.Integer(), enabled: Type.Boolean() }),
  notices: Type.Array(NoticeChannelsEntry),
});

export const NoticeChannelsBody = Body({ notice: NoticeId, push: Type.Boolean(), email: Type.Boolean() });
