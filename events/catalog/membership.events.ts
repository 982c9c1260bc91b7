import { Type } from 'typebox';
import { defineEvents } from './define-events';

// coach (Profesor): runs classes, checks members in and edits plans; never money, packages or roles.
export const Role = Type.Union([Type.Literal('admin'), Type.Literal('coach'), Type.Literal('member')]);
export type Role = Type.Static<typeof Role>;

/** What the log must not reveal once a member deletes the account. */
export type PersonalFields = {
  firstName: string;
  lastName: string;
  email: string;
};

/**
 * Personal fields as the log stores them: AES-256-GCM under the member's own key (membership.personal.ts), so
 * destroying that key on deletion leaves the events readable and the person unreadable ("crypto-shredding").
 * The pattern makes the store refuse an event that tries to carry them in clear.
 */
export const SealedPersonal = Type.String({ pattern: '^pd1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' });
const Source = Type.Union([Type.Literal('local'), Type.Literal('clerk')]);
const closed = { additionalProperties: false } as const;

// v1 carried firstName, lastName and email in clear. Migration 2026-11-25T1200_personal_data_keys seals every
// stored v1 row; the upcasters only lift a row written by hand later (bench fixtures), and what they lift is
// shown only while the member's key exists, like a sealed one (projections/membership/personal-data.queries.ts).
type LegacyProfile = PersonalFields & { userId: string };
const UserRegistered = {
  schema: Type.Object({ userId: Type.String(), role: Role, source: Source, personal: SealedPersonal }, closed),
  schemaVersion: 2,
  upcasters: { 1: ({ firstName, lastName, email, ...rest }: LegacyProfile & { role: Role }) => ({ ...rest, personal: { firstName, lastName, email } }) },
};
const UserProfileUpdated = {
  schema: Type.Object({ userId: Type.String(), personal: SealedPersonal }, closed),
  schemaVersion: 2,
  upcasters: { 1: ({ userId, firstName, lastName, email }: LegacyProfile) => ({ userId, personal: { firstName, lastName, email } }) },
};
const UserRoleChanged = Type.Object({ userId: Type.String(), role: Role });
const UserHidden = Type.Object({ userId: Type.String() });
const UserUnhidden = Type.Object({ userId: Type.String() });
// The account was deleted by its owner: its key goes in the same transaction, so from here on neither the read
// tables nor a replay of the log know the person's name or email.
const UserDeleted = Type.Object({ userId: Type.String() });

// Emailed links (a password reset, an address to confirm) carry a random token; the log keeps only its SHA-256, so
// neither the log nor a backup of it holds a link that works. Their expiry is the command's clock plus the link's life.
const TokenHash = Type.String({ pattern: '^[0-9a-f]{64}$' });
const EmailedLink = Type.Object({ userId: Type.String(), tokenHash: TokenHash, expiresAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z$' }) }, closed);
const PasswordResetRequested = EmailedLink;
// The password changed through that link: every other reset link of hers is void from here on.
const PasswordReset = Type.Object({ userId: Type.String(), tokenHash: TokenHash }, closed);
const EmailVerificationRequested = EmailedLink;
// Her sign-in address is hers: the link (a verification's, or a reset's) reached its inbox.
const EmailVerified = Type.Object({ userId: Type.String(), tokenHash: TokenHash }, closed);

// The member's mobile for WhatsApp (stream `member-phone:<userId>`), sealed like her name (membership.personal.ts,
// sealPhone); null: she took it off.
const MemberPhoneSet = Type.Object({ userId: Type.String(), phone: Type.Union([SealedPersonal, Type.Null()]) }, closed);

export const membershipEvents = defineEvents({
  UserRegistered, UserProfileUpdated, UserRoleChanged, UserHidden, UserUnhidden, UserDeleted,
  PasswordResetRequested, PasswordReset, EmailVerificationRequested, EmailVerified, MemberPhoneSet,
});

type Source = Type.Static<typeof Source>;

/** The user stream's events as the decider sees them: personal fields open, before sealing / after opening. */
export type MembershipEvent =
  | { type: 'UserRegistered'; data: { userId: string; role: Role; source: Source } & PersonalFields }
  | { type: 'UserProfileUpdated'; data: { userId: string } & PersonalFields }
  | { type: 'UserRoleChanged'; data: Type.Static<typeof UserRoleChanged> }
  | { type: 'UserHidden'; data: Type.Static<typeof UserHidden> }
  | { type: 'UserUnhidden'; data: Type.Static<typeof UserUnhidden> }
  | { type: 'UserDeleted'; data: Type.Static<typeof UserDeleted> }
  | { type: 'PasswordResetRequested'; data: Type.Static<typeof PasswordResetRequested> }
  | { type: 'PasswordReset'; data: Type.Static<typeof PasswordReset> }
  | { type: 'EmailVerificationRequested'; data: Type.Static<typeof EmailVerificationRequested> }
  | { type: 'EmailVerified'; data: Type.Static<typeof EmailVerified> };

/** As the log holds it: the phone sealed. */
export type MemberPhoneEvent = { type: 'MemberPhoneSet'; data: Type.Static<typeof MemberPhoneSet> };

/** A sealed envelope, or (upcast from a v1 row) the fields themselves. */
export type StoredPersonal = string | PersonalFields;

/** The same events as the log holds them (and projectors read them): personal fields sealed. */
export type StoredMembershipEvent =
  | { type: 'UserRegistered'; data: { userId: string; role: Role; source: Source; personal: StoredPersonal } }
  | { type: 'UserProfileUpdated'; data: { userId: string; personal: StoredPersonal } }
  | Exclude<MembershipEvent, { type: 'UserRegistered' | 'UserProfileUpdated' }>;

/** The events whose data holds personal fields. */
export const PERSONAL_EVENT_TYPES = ['UserRegistered', 'UserProfileUpdated', 'MemberPhoneSet'] as const;

export { userStream } from '../streams';
