import { Type, type Static } from 'typebox';
import { Body } from './http';

/** A member's mobile for WhatsApp in E.164 (+5491155551234), or null when she gave none. */
export const PhoneSchema = Type.Object({ telefono: Type.Union([Type.String(), Type.Null()]) });
export type PhoneView = Static<typeof PhoneSchema>;
/** As typed ("11 5555-1234", "011 15 5555 1234", "+54 9 11 5555 1234"); empty takes it off. An admin names the member. */
export const SetPhoneBody = Body({ telefono: Type.String({ maxLength: 40 }), clerkUserId: Type.Optional(Type.String({ maxLength: 200 })) });
/** Staff ask for the numbers of the members on a screen (Usuarios' page, a class's roster). */
export const PhonesBody = Body({ clerkUserIds: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 }) });
export const PhonesSchema = Type.Array(Type.Object({ clerkUserId: Type.String(), telefono: Type.String() }));
