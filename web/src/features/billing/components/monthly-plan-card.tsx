import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dayMonth, weekdayDate } from '../../../lib/calendar-date';
import { validThrough } from '../../../lib/package-validity';
import { errorDetail } from '../../../lib/api-client';
import { withoutFinalPeriod } from '../../../lib/sentence';
import type { MonthlyAccountView } from '../../../../../contract/billing';
import { useCancelMonthlyPlan, useMonthlyAccount } from '../api/monthly-account';
import { owedLine, pesos, STATE_LABEL } from '../account-wording';
import { StateBadge } from './state-badge';
import { ReportPaymentDialog } from './report-payment-dialog';
import { Alert, Muted } from './form-parts';
import { NextPriceNotice } from './next-price-notice';

/** What became of the payment she reported: waiting, or rejected with the studio's reason (an approved one is in her months). */
function ReportStatus({ report }: { report: MonthlyAccountView['informe'] }) {
  if (report?.estado === 'pendiente') return <Muted role="status">Informaste un pago de {pesos(report.monto)} el {dayMonth(report.fecha)}: el estudio lo está revisando.</Muted>;
  if (report?.estado === 'rechazado') return <Alert role="status">El estudio rechazó tu pago de {pesos(report.monto)}: {withoutFinalPeriod(report.motivo ?? '')}.</Alert>;
  return null;
}

/** /paquetes: her monthly plan, where she stands, her months, and her own "botón de baja" (Ley 24.240 art. 10 ter). */
export function MonthlyPlanCard({ userId }: { userId: string }) {
  const account = useMonthlyAccount(userId);
  const cancel = useCancelMonthlyPlan(userId);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const a = account.data;
  if (account.isError) return <Alert role="alert">Error cargando tu abono: {errorDetail(account.error)}</Alert>;
  if (!a || (!a.abono && a.debe === 0)) return null;
  const plan = a.abono;
  return (
    <Card aria-label="Mi abono">
      <CardHeader>
        <CardIcon><CalendarClock size={20} aria-hidden="true" /></CardIcon>
        <CardTitle>Mi abono</CardTitle>
        <StateBadge $state={a.estado}>{STATE_LABEL[a.estado]}</StateBadge>
      </CardHeader>
      {plan && (
        <div>
          <PlanName>{plan.nombre}</PlanName>
          <Muted>{pesos(plan.precio_mensual)} por mes{plan.clases ? ` · ${plan.clases}` : ''}{plan.proximo_cobro ? ` · próxima cuota el ${weekdayDate(plan.proximo_cobro)}` : ''}</Muted>
        </div>
      )}
      {plan?.proximo_precio && <NextPriceNotice next={plan.proximo_precio} />}
      <Owed $late={a.estado !== 'al_dia'}>{owedLine(a)}</Owed>
      <ReportStatus report={a.informe} />
      {a.debe > 0 && a.informe?.estado !== 'pendiente' && (
        <div>
          <Button onClick={() => setReporting(true)}>Informar pago</Button>
        </div>
      )}
      {reporting && <ReportPaymentDialog userId={userId} owed={a.debe} onClose={() => setReporting(false)} />}
      {a.reserva === 'bloqueada' && <Alert role="status">Con la cuota en mora el estudio no toma reservas: ponte al día para reservar.</Alert>}
      {a.meses.length > 0 && (
        <Months aria-label="Cuotas">
          {a.meses.slice(0, 4).map((m) => (
            <li key={m.periodo}>
              <span>Cuota del {dayMonth(m.periodo)}</span>
              <span>{m.debe === 0 ? 'Pagada' : m.debe === m.monto ? `Debes ${pesos(m.debe)}` : `Pagaste ${pesos(m.monto - m.debe)} · debes ${pesos(m.debe)}`}</span>
            </li>
          ))}
        </Months>
      )}
      {plan?.hasta ? (
        <Muted role="status">Diste de baja el abono: puedes usarlo {validThrough(plan.hasta)}. No se cobra nada más.</Muted>
      ) : plan && (
        <div>
          <Button $variant="secondary" onClick={() => setConfirming(true)}>Dar de baja el abono</Button>
        </div>
      )}
      {plan && plan.proximo_cobro && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="¿Dar de baja tu abono?"
          description={`Puedes usarlo ${validThrough(plan.proximo_cobro)}, lo que ya está pago sigue siendo tuyo. Desde el ${weekdayDate(plan.proximo_cobro)} no se cobra nada más.`}
          confirmLabel="Dar de baja"
          cancelLabel="Seguir con el abono"
          onConfirm={() => cancel.mutateAsync({})}
        />
      )}
    </Card>
  );
}

const PlanName = styled.p`
  font-weight: 700;
  font-size: 1.1rem;
`;


const Owed = styled.p<{ $late: boolean }>`
  font-weight: 650;
  color: ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.text)};
`;


const Months = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
