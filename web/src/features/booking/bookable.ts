import type { MemberPackage } from './api/get-member-package';

/** Why the member cannot book a class before tapping it ("credits first"), or null when they can. */
export type NotBookable = 'no-credits' | 'not-included' | null;

/** The member's package's limits: its credits, and the disciplines it is limited to (empty: all, undefined: unknown). */
export function notBookable(memberPackage: MemberPackage, packageDisciplines: readonly number[] | undefined, disciplinaId: number): NotBookable {
  if (memberPackage.creditos_restantes <= 0) return 'no-credits';
  if (packageDisciplines?.length && !packageDisciplines.includes(disciplinaId)) return 'not-included';
  return null;
}

export const NOT_BOOKABLE_LABEL: Record<Exclude<NotBookable, null>, string> = {
  'no-credits': 'Sin créditos',
  'not-included': 'No incluida en tu paquete',
};
