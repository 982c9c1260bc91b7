import type { PackageEvent, PackageTerms } from '../../events/catalog/catalog.events';
import type { StreamDecider } from '../../events/framework/decider';
import { invalid, notFound, ruleBroken } from '../../events/framework/errors';
import { requireClassesPerMonth, requireName, requirePrice } from './catalog-rules';

export interface PackageState {
  status: 'none' | 'active' | 'discontinued';
  terms: PackageTerms | undefined;
}

/** `disciplineActive` is looked up before deciding; it only matters when the package names a discipline. */
export type PackageCommand =
  | { type: 'CreatePackage'; packageId: number; terms: PackageTerms; disciplineActive: boolean }
  | { type: 'ChangePackage'; packageId: number; terms: PackageTerms; disciplineActive: boolean }
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

function validTerms(terms: PackageTerms, disciplineActive: boolean): PackageTerms {
  const valid = {
    name: requireName(terms.name, 'paquete'),
    classesPerMonth: requireClassesPerMonth(terms.classesPerMonth),
    price: requirePrice(terms.price),
    disciplineId: terms.disciplineId,
  };
  if (valid.disciplineId !== null && !disciplineActive) throw invalid('UNKNOWN_DISCIPLINE', 'La disciplina elegida no existe.');
  return valid;
}

const sameTerms = (a: PackageTerms, b: PackageTerms) =>
  a.name === b.name && a.classesPerMonth === b.classesPerMonth && a.price === b.price && a.disciplineId === b.disciplineId;

const missing = () => notFound('PACKAGE_NOT_FOUND', 'El paquete no existe.');

function decide(command: PackageCommand, state: PackageState): PackageEvent[] {
  switch (command.type) {
    case 'CreatePackage': {
      const terms = validTerms(command.terms, command.disciplineActive);
      if (state.status !== 'none') throw ruleBroken('PACKAGE_EXISTS', 'El paquete ya existe.');
      return [{ type: 'PackageCreated', data: { packageId: command.packageId, ...terms } }];
    }
    case 'ChangePackage': {
      const terms = validTerms(command.terms, command.disciplineActive);
      if (state.status !== 'active' || !state.terms) throw missing();
      if (sameTerms(state.terms, terms)) return [];
      return [{ type: 'PackageChanged', data: { packageId: command.packageId, before: state.terms, after: terms } }];
    }
    case 'DiscontinuePackage':
      if (state.status !== 'active' || !state.terms) throw missing();
      return [{ type: 'PackageDiscontinued', data: { packageId: command.packageId, name: state.terms.name } }];
  }
}

export const packageDecider: StreamDecider<PackageState, PackageCommand, PackageEvent> = { initialState, evolve, decide };
