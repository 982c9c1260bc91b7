import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most used passwords seen in public breaches (zxcvbn-ts' list, about 49 000 entries ranked by frequency),
 * shipped with the app so the check needs no network. Built on first use and kept: a Set of lower-cased
 * entries of 8+ characters (shorter ones are refused by length anyway).
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  return common.has(password.normalize('NFKC').toLowerCase());
}
