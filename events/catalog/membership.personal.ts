import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PersonalFields, StoredPersonal } from './membership.events';

/**
 * Crypto-shredding of a member's personal fields: each member has a random 256-bit key (table
 * personal_data_keys, outside the log), the log keeps only `pd1.<iv>.<ciphertext+tag>` (AES-256-GCM), and
 * deleting the account deletes the key. The member's id is the additional authenticated data, so an envelope
 * copied onto another member's event does not open.
 */
export const PERSONAL_KEY_BYTES = 32;
const PREFIX = 'pd1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const newPersonalKey = (): Buffer => randomBytes(PERSONAL_KEY_BYTES);

export function sealPersonal(key: Uint8Array, userId: string, fields: PersonalFields): string {
  return seal(key, userId, JSON.stringify({ firstName: fields.firstName, lastName: fields.lastName, email: fields.email }));
}

/** A member's phone (E.164) sealed under her key, as her name is: deleting the account makes it unreadable too. */
export const sealPhone = (key: Uint8Array, userId: string, phone: string): string => seal(key, userId, JSON.stringify({ phone }));

/** The phone of a sealed envelope, or undefined when it cannot be known any more (no key). Never throws. */
export function openPhone(key: Uint8Array | undefined, userId: string, sealed: string): string | undefined {
  const opened = key && openSealed(key, userId, sealed);
  const phone = opened && (JSON.parse(opened) as { phone?: unknown }).phone;
  return typeof phone === 'string' ? phone : undefined;
}

/**
 * Any other personal record (a health statement's answers, a lead's contact) sealed the same way under the key of
 * its subject, the subject's id as additional data; `openRecord` answers undefined without the key. Never throws.
 */
export const sealRecord = (key: Uint8Array, subject: string, record: unknown): string => seal(key, subject, JSON.stringify(record));

export function openRecord<T>(key: Uint8Array | undefined, subject: string, sealed: string): T | undefined {
  const opened = key && openSealed(key, subject, sealed);
  return opened ? (JSON.parse(opened) as T) : undefined;
}

function seal(key: Uint8Array, userId: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/**
 * The fields, or undefined when they cannot be known any more: no key (the account was deleted) or an envelope
 * that does not open with it. Never throws: projectors never throw on a recorded fact.
 */
export function openPersonal(key: Uint8Array | undefined, userId: string, stored: StoredPersonal): PersonalFields | undefined {
  if (!key) return undefined;
  if (typeof stored !== 'string') return stored;
  const plain = openSealed(key, userId, stored);
  if (plain === undefined) return undefined;
  const fields = JSON.parse(plain) as PersonalFields;
  return { firstName: fields.firstName, lastName: fields.lastName, email: fields.email };
}

/** The plain text of an envelope, or undefined when it does not open with this key. */
function openSealed(key: Uint8Array, userId: string, stored: string): string | undefined {
  const [prefix, iv, body] = stored.split('.');
  if (prefix !== PREFIX || !iv || !body) return undefined;
  try {
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
