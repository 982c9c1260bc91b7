import { describe, it } from 'vitest';
import type { PackageEvent, PackageTerms } from '../../events/catalog/catalog.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { packageDecider } from './package.decider';

const spec = streamDeciderSpec(packageDecider);
const eight: PackageTerms = { name: '8 clases', classesPerMonth: 8, price: 28000, disciplineIds: [] };
const created: PackageEvent = { type: 'PackageCreated', data: { packageId: 4, ...eight } };
const discontinued: PackageEvent = { type: 'PackageDiscontinued', data: { packageId: 4, name: '8 clases' } };
const create = (terms: Partial<PackageTerms>, disciplinesActive = false) =>
  ({ type: 'CreatePackage', packageId: 4, terms: { ...eight, ...terms }, disciplinesActive }) as const;
const change = (terms: Partial<PackageTerms>, disciplinesActive = false) =>
  ({ type: 'ChangePackage', packageId: 4, terms: { ...eight, ...terms }, disciplinesActive }) as const;

describe('CreatePackage', () => {
  it('creates a package without a discipline', () => {
    spec.given([]).when(create({})).then([created]);
  });

  it('creates a package for a live discipline, with a trimmed name and a price in cents', () => {
    spec.given([]).when(create({ name: ' Yoga 12 ', disciplineIds: [3], price: 36000.5 }, true))
      .then([{ type: 'PackageCreated', data: { packageId: 4, name: 'Yoga 12', classesPerMonth: 8, price: 36000.5, disciplineIds: [3] } }]);
  });

  it('creates a package for several disciplines, kept ascending and without repeats', () => {
    spec.given([]).when(create({ disciplineIds: [5, 3, 5] }, true))
      .then([{ type: 'PackageCreated', data: { packageId: 4, ...eight, disciplineIds: [3, 5] } }]);
  });

  it('accepts a free package and keeps two-decimal prices exact', () => {
    spec.given([]).when(create({ price: 0 })).then([{ type: 'PackageCreated', data: { packageId: 4, ...eight, price: 0 } }]);
    spec.given([]).when(create({ price: 19999.99 })).then([{ type: 'PackageCreated', data: { packageId: 4, ...eight, price: 19999.99 } }]);
  });

  it('refuses a blank name', () => {
    spec.given([]).when(create({ name: ' ' })).thenRejects({ status: 400, code: 'NAME_REQUIRED', detail: 'El nombre no puede estar vacío' });
  });

  it('refuses a class count below 1 or not whole', () => {
    spec.given([]).when(create({ classesPerMonth: 0 })).thenRejects({ status: 400, code: 'INVALID_CLASS_COUNT' });
    spec.given([]).when(create({ classesPerMonth: 7.5 })).thenRejects({ status: 400, code: 'INVALID_CLASS_COUNT' });
  });

  it('refuses a negative price or more than two decimals', () => {
    spec.given([]).when(create({ price: -1 })).thenRejects({ status: 400, code: 'INVALID_PRICE' });
    spec.given([]).when(create({ price: 100.005 })).thenRejects({ status: 400, code: 'INVALID_PRICE' });
  });

  it('refuses a discipline that does not exist', () => {
    spec.given([]).when(create({ disciplineIds: [3, 99] }, false)).thenRejects({ status: 400, code: 'UNKNOWN_DISCIPLINE' });
  });

  it('never creates the same stream twice', () => {
    spec.given([created]).when(create({})).thenRejects({ status: 409, code: 'PACKAGE_EXISTS' });
  });
});

describe('ChangePackage', () => {
  it('records the terms before and after', () => {
    const after = { ...eight, price: 30000, disciplineIds: [2, 4] };
    spec.given([created]).when(change(after, true)).then([{ type: 'PackageChanged', data: { packageId: 4, before: eight, after } }]);
  });

  it('can take the discipline away', () => {
    const withYoga: PackageEvent = { type: 'PackageCreated', data: { packageId: 4, ...eight, disciplineIds: [3] } };
    spec.given([withYoga]).when(change({ disciplineIds: [] }))
      .then([{ type: 'PackageChanged', data: { packageId: 4, before: { ...eight, disciplineIds: [3] }, after: eight } }]);
  });

  it('leaves the price of a package with a price list to its versions: renamed at its listed price, changed in price refused', () => {
    const listed = { type: 'ChangePackage', packageId: 4, terms: { ...eight, name: 'Ocho clases', price: 32000 }, disciplinesActive: false, listedPrice: 32000 } as const;
    spec.given([created]).when(listed).then([{ type: 'PackageChanged', data: { packageId: 4, before: eight, after: { ...eight, name: 'Ocho clases', price: 32000 } } }]);
    spec.given([created]).when({ ...listed, terms: { ...eight, price: 35000 } }).thenRejects({ status: 409, code: 'PACKAGE_PRICE_FROM_LIST' });
  });

  it('records nothing when nothing changes, the same set in another order included', () => {
    spec.given([created]).when(change({})).then([]);
    const withTwo: PackageEvent = { type: 'PackageCreated', data: { packageId: 4, ...eight, disciplineIds: [2, 3] } };
    spec.given([withTwo]).when(change({ disciplineIds: [3, 2] }, true)).then([]);
  });

  it('validates like a create and refuses an unknown or discontinued package', () => {
    spec.given([created]).when(change({ price: -5 })).thenRejects({ code: 'INVALID_PRICE' });
    spec.given([]).when(change({})).thenRejects({ status: 404, code: 'PACKAGE_NOT_FOUND' });
    spec.given([created, discontinued]).when(change({ price: 1 })).thenRejects({ status: 404, code: 'PACKAGE_NOT_FOUND' });
  });
});

describe('DiscontinuePackage', () => {
  it('withdraws the package from sale', () => {
    spec.given([created]).when({ type: 'DiscontinuePackage', packageId: 4 }).then([discontinued]);
  });

  it('refuses an unknown or already discontinued package', () => {
    spec.given([]).when({ type: 'DiscontinuePackage', packageId: 4 }).thenRejects({ status: 404 });
    spec.given([created, discontinued]).when({ type: 'DiscontinuePackage', packageId: 4 }).thenRejects({ status: 404 });
  });
});
