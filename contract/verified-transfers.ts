import { Type, type Static } from 'typebox';
import { Body, Id, Text } from './http';

/**
 * Verified transfers (docs/features/verified-transfers.md): the bank's or Mercado Pago's export read and imported,
 * and every receipt waiting for approval told against the money that came in. Money in centavos.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const MovementSourceSchema = Type.Union([Type.Literal('mp_transacciones'), Type.Literal('mp_dinero_disponible'), Type.Literal('banco')]);
export type MovementSourceView = Static<typeof MovementSourceSchema>;

const Column = Text(120);
export const ColumnsSchema = Type.Object({
  fecha: Type.String(),
  monto: Type.String(),
  operacion: Type.Optional(Type.String()),
  pagador: Type.Optional(Type.String()),
  documento: Type.Optional(Type.String()),
});
export type ColumnsView = Static<typeof ColumnsSchema>;

// A month of a busy studio's statement is a few hundred rows; 2 MB of CSV is tens of thousands.
export const CSV_MAX_CHARS = 2_000_000;
export const MovementsFileBody = Body({
  origen: MovementSourceSchema,
  csv: Type.String({ maxLength: CSV_MAX_CHARS }),
  /** A bank's columns, by their headers; Mercado Pago's reports have theirs. */
  columnas: Type.Optional(Body({ fecha: Column, monto: Column, operacion: Type.Optional(Column), pagador: Type.Optional(Column), documento: Type.Optional(Column) })),
  /** Import only the movements not imported before (an export that overlaps the last one); else those are refused. */
  solo_nuevos: Type.Optional(Type.Boolean()),
});

export const MovementSchema = Type.Object({
  linea: Type.Integer(),
  fecha: Type.String(),
  hora: Nullable(Type.String()),
  monto: Type.Integer(),
  pagador: Nullable(Type.String()),
  documento: Nullable(Type.String()),
  operacion: Nullable(Type.String()),
  /** Imported before: the import leaves it out. */
  ya_importado: Type.Boolean(),
});
export type MovementView = Static<typeof MovementSchema>;

export const MovementsPreviewSchema = Type.Object({
  encabezado: Type.Array(Type.String()),
  /** The bank's columns saved at the last import (null for Mercado Pago, or before any). */
  columnas_guardadas: Nullable(ColumnsSchema),
  movimientos: Type.Array(MovementSchema),
});
export type MovementsPreviewView = Static<typeof MovementsPreviewSchema>;

export const ImportResultSchema = Type.Object({ importados: Type.Integer(), aprobados: Type.Integer() });

export const ReceiptKindSchema = Type.Union([Type.Literal('paquete'), Type.Literal('cuota')]);
export const MatchStatusSchema = Type.Union([Type.Literal('coincide'), Type.Literal('monto_distinto'), Type.Literal('repetido'), Type.Literal('sin_movimiento')]);

export const ReceiptCheckSchema = Type.Object({
  tipo: ReceiptKindSchema,
  id: Type.Integer(),
  socio: Type.Object({ clerkUserId: Type.String(), nombre: Type.String() }),
  detalle: Type.String(),
  monto: Type.Integer(),
  enviado: Type.String(),
  operacion: Nullable(Type.String()),
  comprobante_url: Type.String(),
  comprobante_tipo: Type.String(),
  estado: MatchStatusSchema,
  /** With "repetido": the same file, or an operation number that already paid a receipt. */
  repetido_por: Nullable(Type.Union([Type.Literal('archivo'), Type.Literal('operacion')])),
  movimiento: Nullable(Type.Object({ id: Type.String(), fecha: Type.String(), hora: Nullable(Type.String()), monto: Type.Integer(), pagador: Nullable(Type.String()), operacion: Nullable(Type.String()) })),
});
export type ReceiptCheckView = Static<typeof ReceiptCheckSchema>;

export const ApproveWithMovementBody = Body({ tipo: ReceiptKindSchema, id: Id, movimientoId: Text(200) });
