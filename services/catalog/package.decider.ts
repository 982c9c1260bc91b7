import type { PackageEvent, PackageTerms } from '../../events/catalog/catalog.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireClassesPerMonth, requireName, requirePrice } from './catalog-rules';

export interface PackageState {
  status: 'none' | 'active' | 'discontinued';
  terms: PackageTerms | undefined;
}

/** `disciplinesActive`: every discipline the package names exists (looked up before deciding; true when it names none). */
export type PackageCommand =
  | { type: 'CreatePackage'; packageId: number; terms: PackageTerms; disciplinesActive: boolean }
  /** `listedPrice`: its price today when it has a price list (pesos), which only a new version changes. */
  | { type: 'ChangePackage'; packageId: number; terms: PackageTerms; disciplinesActive: boolean; listedPrice?: number }
  | { type: 'DiscontinuePackage'; packageId: number };

const initialState = (): PackageState => ({ status: 'none', terms: undefined });

function evolve(state: PackageState, event: PackageEvent): PackageState {
  switch (event.type) {
    case 'PackageCreated': {
      const { packageId: _id, ...terms } = event.data;
      return { status: 'active', terms };
    }
    case 'PackageChanged':
      return { ...state, terms: event.data.after };
    case 'PackageDiscontinued':
      return { ...state, status: 'discontinued' };
  }
}

/** The set as the event keeps it: ascending, without repeats (so the same choice is always the same terms). */
export const disciplineSet = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

function validTerms(terms: PackageTerms, disciplinesActive: boolean): PackageTerms {
  const valid = {
    name: requireName(terms.name),
    classesPerMonth: requireClassesPerMonth(terms.classesPerMonth),
    price: requirePrice(terms.price),
    disciplineIds: disciplineSet(terms.disciplineIds),
  };
  if (valid.disciplineIds.length > 0 && !disciplinesActive) throw fail('UNKNOWN_DISCIPLINE');
  return valid;
}

const sameTerms = (a: PackageTerms, b: PackageTerms) =>
  a.name === b.name && a.classesPerMonth === b.classesPerMonth && a.price === b.price &&
  a.disciplineIds.length === b.disciplineIds.length && a.disciplineIds.every((id, i) => id === b.disciplineIds[i]);

const missing = () => fail('PACKAGE_NOT_FOUND');

function decide(command: PackageCommand, state: PackageState): PackageEvent[] {
  switch (command.type) {
    case 'CreatePackage': {
      const terms = validTerms(command.terms, command.disciplinesActive);
      if (state.status !== 'none') throw fail('PACKAGE_EXISTS');
      return [{ type: 'PackageCreated', data: { packageId: command.packageId, ...terms } }];
    }
    case 'ChangePackage': {
      const terms = validTerms(command.terms, command.disciplinesActive);
      if (state.status !== 'active' || !state.terms) throw missing();
      if (command.listedPrice !== undefined && terms.price !== command.listedPrice) throw fail('PACKAGE_PRICE_FROM_LIST');
      if (sameTerms(state.terms, terms)) return [];
      return [{ type: 'PackageChanged', data: { packageId: command.packageId, before: state.terms, after: terms } }];
    }
    case 'DiscontinuePackage':
      if (state.status !== 'active' || !state.terms) throw missing();
      return [{ type: 'PackageDiscontinued', data: { packageId: command.packageId, name: state.terms.name } }];
  }
}

export const packageDecider: StreamDecider<PackageState, PackageCommand, PackageEvent> = { initialState, evolve, decide };
