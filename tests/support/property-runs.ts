import { usingPglite } from './test-database';

/**
 * fast-check runs for a property test over a real database. The PGlite pass replays the same JavaScript over the same
 * engine (PostgreSQL compiled to WebAssembly, one connection), so its extra random histories look for what the
 * PostgreSQL pass already looks for; a third of them (at least 3) still drives every PGlite path at a third of the
 * cost. Keep the full count where an assertion after the runs needs enough of them to have happened.
 */
export const propertyRuns = (runs: number): number => (usingPglite() ? Math.max(3, Math.ceil(runs / 3)) : runs);
