import { useState } from 'react';
import { Wallet } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { instantDayTime } from '../../../lib/calendar-date';
import { errorDetail } from '../../../lib/api-client';
import { countOf } from '../../../lib/plural';
import { validThrough } from '../../../lib/package-validity';
import { withoutFinalPeriod } from '../../../lib/sentence';
import { useMonthlyAccount } from '../api/monthly-account';
import { METHOD_LABEL, owedLine, pesos, STATE_LABEL } from '../account-wording';
import { AssignPlanForm, PaymentForm } from './account-forms';
import { StateBadge } from './state-badge';
import { PendingReport } from './pending-report';
import { MonthAdjustForm } from './month-adjust-form';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { whatsappMessages } from '../../../lib/whatsapp-messages';
import { Alert, Muted } from './form-parts';

/** Her oldest month with something owed (the months come newest first). */
const oldestOwed = (months: { periodo: string; debe: number }[]) => months.filter((m) => m.debe > 0).at(-1)?.periodo;

/** The member as her Usuarios card knows her: a mobile for WhatsApp when she gave one. */
type BillingMember = { clerkUserId: string; nombre: string; firstName: string; telefono: string | null };

const LINE_LABEL = { plan: 'Abono', cargo: 'Cuota', pago: 'Pago', descuento: 'Descuento', condonacion: 'Deuda perdonada', baja: 'Baja', fechas: 'Fechas corridas', recargo: 'Recargo' } as const;

/** In a member's card (Usuarios, admins): her monthly plan, what she owes, a payment to record, her ledger. */
export function MemberBillingButton({ user }: { user: BillingMember }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="ghost" onClick={() => setOpen(true)}>
        <Wallet size={16} aria-hidden="true" /> Abono y pagos
      </Button>
      {open && <MemberBillingDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

function MemberBillingDialog({ user, onClose }: { user: BillingMember; onClose: () => void }) {
  const account = useMonthlyAccount(user.clerkUserId);
  const a = account.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Abono y pagos" description={user.nombre}>
      {account.isPending && <p role="status">Cargando...</p>}
      {account.isError && <Alert role="alert">Error cargando datos: {errorDetail(account.error)}</Alert>}
      {a && (
        <Sections>
          <Standing>
            <strong>{a.abono ? `${a.abono.nombre} · ${pesos(a.abono.precio_mensual)} por mes` : 'Sin abono mensual'}</strong>
            <StateBadge $state={a.estado}>{STATE_LABEL[a.estado]}</StateBadge>
          </Standing>
          <p>{owedLine(a, 'staff')}{a.dias_mora > 0 ? ` En mora hace ${countOf(a.dias_mora, 'día', 'días')}.` : ''}</p>
          {a.debe > 0 && user.telefono && oldestOwed(a.meses) && (
            <div><WhatsAppLink phone={user.telefono} name={user.nombre} message={whatsappMessages.paymentDue(user.firstName, pesos(a.debe), oldestOwed(a.meses)!)} /></div>
          )}
          {a.abono?.hasta && <Muted>Dado de baja{a.abono.baja?.por_socio ? ' por el socio' : ''}: lo puede usar {validThrough(a.abono.hasta)}.{a.abono.baja?.motivo ? ` Motivo: ${withoutFinalPeriod(a.abono.baja.motivo)}.` : ''}</Muted>}
          {a.informe?.estado === 'pendiente' && <PendingReport userId={user.clerkUserId} report={a.informe} />}
          {a.debe > 0 && <PaymentForm userId={user.clerkUserId} owed={a.debe} />}
          {!a.abono && <AssignPlanForm userId={user.clerkUserId} />}
          {a.debe > 0 && <MonthAdjustForm userId={user.clerkUserId} months={a.meses} />}
          {a.movimientos.length > 0 && (
            <section aria-label="Movimientos">
              <h3>Movimientos</h3>
              <Lines>
                {a.movimientos.slice(0, 12).map((l) => (
                  <li key={`${l.fecha}-${l.tipo}-${l.monto}-${l.periodo}`}>
                    <span>{instantDayTime(l.fecha)} · {LINE_LABEL[l.tipo]}{l.medio ? ` (${METHOD_LABEL[l.medio as keyof typeof METHOD_LABEL] ?? l.medio})` : ''}{l.tipo !== 'pago' && l.motivo ? `: ${l.motivo}` : ''}{l.referencia ? ` · ${l.referencia}` : ''}</span>
                    {l.tipo !== 'plan' && l.monto > 0 && <Amount $paid={l.tipo !== 'cargo' && l.tipo !== 'recargo'}>{pesos(l.monto)}</Amount>}
                  </li>
                ))}
              </Lines>
            </section>
          )}
        </Sections>
      )}
    </Dialog>
  );
}

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  h3 { font-size: 1rem; margin-bottom: 4px; }
`;

const Standing = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;



const Lines = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.95rem;
  }
`;

const Amount = styled.span<{ $paid: boolean }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $paid }) => ($paid ? theme.colors.success : theme.colors.text)};
`;
