import { Check } from 'lucide-react';
import styled from 'styled-components';
import type { ReceiptCheckView } from '../../../../../contract/verified-transfers';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { errorDetail } from '../../../lib/api-client';
import { dayMonth, instantDayTime } from '../../../lib/calendar-date';
import { pesos } from '../account-wording';
import { useApproveWithMovement, useReceiptChecks } from '../api/verified-transfers';
import { Message, Muted } from './form-parts';

type Tone = 'ok' | 'warn' | 'bad' | 'none';
const TONE: Record<ReceiptCheckView['estado'], Tone> = { coincide: 'ok', monto_distinto: 'warn', repetido: 'bad', sin_movimiento: 'none' };

const when = (m: NonNullable<ReceiptCheckView['movimiento']>) => `${dayMonth(m.fecha)}${m.hora ? ` ${m.hora}` : ''}`;
const from = (m: NonNullable<ReceiptCheckView['movimiento']>) => (m.pagador ? ` de ${m.pagador}` : '');

/** What the check says, in the owner's words. */
export function verdict(check: ReceiptCheckView): string {
  const m = check.movimiento;
  switch (check.estado) {
    case 'coincide': return `Coincide con el movimiento${m?.operacion ? ` ${m.operacion}` : ''}${m ? `${from(m)} del ${when(m)}` : ''}`;
    case 'monto_distinto': return `Monto distinto: el movimiento${m ? `${from(m)} del ${when(m)} es de ${pesos(m.monto)}` : ' es de otro monto'}`;
    case 'repetido': return check.repetido_por === 'operacion' ? 'Comprobante repetido: esa operación ya pagó otro comprobante' : 'Comprobante repetido: el mismo archivo ya se envió antes';
    case 'sin_movimiento': return 'Sin movimiento: no llegó ese dinero en lo importado';
  }
}

/** Every receipt waiting for approval; one that matches its movement is approved here in one tap. */
export function ReceiptChecks() {
  const checks = useReceiptChecks();
  const approve = useApproveWithMovement();
  return (
    <Card aria-label="Comprobantes por verificar">
      <CardHeader>
        <CardTitle>Comprobantes por verificar</CardTitle>
      </CardHeader>
      {checks.isError && <Message $tone="error" role="alert">Error cargando datos: {errorDetail(checks.error)}</Message>}
      {checks.data?.length === 0 && <Muted>No hay comprobantes esperando aprobación.</Muted>}
      {approve.isError && <Message $tone="error" role="alert">{errorDetail(approve.error)}</Message>}
      <List>
        {checks.data?.map((check) => (
          <Item key={`${check.tipo}-${check.id}`} aria-label={`Comprobante de ${check.socio.nombre}`}>
            <div>
              <strong>{check.socio.nombre}</strong>
              <Muted>
                {check.detalle} · {pesos(check.monto)} · enviado el {instantDayTime(check.enviado)}
                {check.operacion ? ` · operación ${check.operacion}` : ''}
              </Muted>
              <Verdict $tone={TONE[check.estado]}>{verdict(check)}</Verdict>
            </div>
            <Actions>
              <LinkButton href={check.comprobante_url} target="_blank" rel="noopener">Ver comprobante</LinkButton>
              {check.estado === 'coincide' && check.movimiento && (
                <Button disabled={approve.isPending} onClick={() => approve.mutate({ tipo: check.tipo, id: check.id, movimientoId: check.movimiento!.id })}>
                  <Check size={18} aria-hidden="true" /> Aprobar
                </Button>
              )}
            </Actions>
          </Item>
        ))}
      </List>
      {!!checks.data?.some((c) => c.estado !== 'coincide') && <Muted>Los que no coinciden se aprueban o rechazan mirando el comprobante, desde Usuarios.</Muted>}
    </Card>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  display: grid;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child { border-top: 0; padding-top: 0; }
  @media (min-width: 768px) { grid-template-columns: 1fr auto; align-items: center; }
  p { margin: 2px 0 0; }
`;

const Verdict = styled.p<{ $tone: Tone }>`
  display: inline-block;
  margin-top: 6px !important;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  font-size: 0.92rem;
  background: ${({ theme, $tone }) => ({ ok: theme.colors.surfaceMuted, warn: theme.colors.accentSoft, bad: theme.colors.dangerSoft, none: theme.colors.surfaceMuted })[$tone]};
  color: ${({ theme, $tone }) => ({ ok: theme.colors.success, warn: theme.colors.accentText, bad: theme.colors.dangerHover, none: theme.colors.textMuted })[$tone]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * { flex: 1; }
  @media (min-width: 768px) { & > * { flex: none; } }
`;

const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 16px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;
