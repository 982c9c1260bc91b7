import { Type } from 'typebox';
import { Body, Text } from './http';

/**
 * Money in real terms: the studio's monthly price index (docs/features/reports.md) and what the summary says with it.
 * Index values are plain numbers (an IPC of 7694,08); money is ARS as in the rest of Reportes.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PriceIndexSchema = Type.Array(Type.Object({ mes: Type.String(), valor: Type.Number() }));
export const PriceIndexBody = Body({ meses: Type.Array(Body({ mes: Text(7), valor: Type.Number() }), { minItems: 1, maxItems: 240 }) });
// Twenty years of months with their values is a few kB.
export const PriceIndexCsvBody = Body({ csv: Type.String({ maxLength: 100_000 }) });

/** The summary's income in pesos of `base`; months of the range without an index are named and left out. */
export const RealTermsSchema = Nullable(
  Type.Object({
    base: Type.String(),
    revenue: Type.Number(),
    /** Income per sale (packages and fees), nominal and in pesos of `base`; null without sales. */
    averageTicket: Nullable(Type.Number()),
    averageTicketReal: Nullable(Type.Number()),
    byPackage: Type.Array(Type.Object({ packageId: Type.Integer(), revenue: Type.Number() })),
    missing: Type.Array(Type.String()),
  }),
);
