import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { PackageSettingsEvent } from '../../events/catalog/packages.events';

export type PackageSettings = PackageSettingsEvent['data'];

/** Until the studio chooses: docs/product.md §4's rule (valid to the 1st of next month, full credits) and no payment details. */
export const DEFAULT_PACKAGE_SETTINGS: PackageSettings = { validity: 'mes', days: null, midMonth: 'completo', alias: '', cbu: '', holder: '' };

export type PackageSettingsCommand = { type: 'SetPackageSettings'; settings: PackageSettings };

const initialState = (): PackageSettings => DEFAULT_PACKAGE_SETTINGS;
const evolve = (_: PackageSettings, event: PackageSettingsEvent): PackageSettings => event.data;

const CBU = /^\d{22}$/;
// Argentine transfer aliases: 6 to 20 letters, digits, dots or hyphens.
const ALIAS = /^[A-Za-z0-9.-]{6,20}$/;

function normalize(input: PackageSettings): PackageSettings {
  const alias = input.alias.trim();
  const cbu = input.cbu.replace(/\s+/g, '');
  const holder = input.holder.trim();
  if (input.validity === 'dias' && (input.days === null || !Number.isInteger(input.days) || input.days < 1 || input.days > 366)) {
    throw fail('INVALID_VALIDITY_DAYS');
  }
  if (alias !== '' && !ALIAS.test(alias)) throw fail('INVALID_ALIAS');
  if (cbu !== '' && !CBU.test(cbu)) throw fail('INVALID_CBU');
  return { validity: input.validity, days: input.validity === 'dias' ? input.days : null, midMonth: input.midMonth, alias, cbu, holder };
}

const same = (a: PackageSettings, b: PackageSettings) => (Object.keys(a) as (keyof PackageSettings)[]).every((k) => a[k] === b[k]);

/** Records only real changes; refuses days out of range and malformed transfer details. */
function decide(command: PackageSettingsCommand, state: PackageSettings): PackageSettingsEvent[] {
  const next = normalize(command.settings);
  return same(next, state) ? [] : [{ type: 'PackageSettingsSet', data: next }];
}

export const packageSettingsDecider: StreamDecider<PackageSettings, PackageSettingsCommand, PackageSettingsEvent> = { initialState, evolve, decide };
