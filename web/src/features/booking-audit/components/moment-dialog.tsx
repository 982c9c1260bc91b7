import { History } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ACCOUNT_STATE_LABELS } from '../../../../../contract/wording';
import { CreditHistoryList } from '../../../components/credit-history-list';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { dayMonth } from '../../../lib/calendar-date';
import { useClassMoment, useMemberMoment } from '../api/moments';
import type { HistoryEntry } from '../api/types';
import { formatWhen } from '../audit-wording';
import { RosterList } from './roster-list';
import { waitlistStatus } from './waitlist-list';

type Side = 'antes' | 'despues';

/** Just before the line's action (what she saw when she acted) or just after it: one millisecond apart in the log. */
const momentOf = (at: string, side: Side) => new Date(new Date(at).getTime() - (side === 'antes' ? 1 : 0)).toISOString();

/**
 * "Ver cómo estaba": the class of an audit line, and its member's package and credits, as the live screens showed them
 * then, folded from the log (read only). A dispute's question, "¡Tenía lugar!", is answered by the moment before.
 */
export function MomentDialog({ entry, onClose }: { entry: HistoryEntry; onClose: () => void }) {
  const [side, setSide] = useState<Side>('antes');
  const en = momentOf(entry.at, side);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Cómo estaba" description={`Clase del ${dayMonth(entry.fecha)} ${entry.hora} · ${entry.userName}`}>
      <Sides role="group" aria-label="Momento">
        <SideButton aria-pressed={side === 'antes'} onClick={() => setSide('antes')}>
          Justo antes
        </SideButton>
        <SideButton aria-pressed={side === 'despues'} onClick={() => setSide('despues')}>
          Justo después
        </SideButton>
      </Sides>
      <ReadOnly>
        <History size={16} aria-hidden="true" />
        Así estaba el {formatWhen(en)} · solo lectura
      </ReadOnly>
      <ClassAtMoment entry={entry} en={en} />
      <MemberAtMoment entry={entry} en={en} />
    </Dialog>
  );
}

function ClassAtMoment({ entry, en }: { entry: HistoryEntry; en: string }) {
  const moment = useClassMoment(entry.horario_id, entry.fecha, en);
  if (moment.isPending) return <Spinner />;
  if (moment.isError) return <Failure role="alert">{errorDetail(moment.error)}</Failure>;
  const { cupo_maximo, cupo_disponible, cancelada, roster, lista_de_espera } = moment.data;
  return (
    <Section aria-label="La clase">
      <Heading>La clase</Heading>
      <Places>{cancelada ? `Cancelada: ${cancelada}` : cupo_maximo === null ? 'Sin cupo definido' : `Quedaban ${cupo_disponible} de ${cupo_maximo} lugares`}</Places>
      <RosterList roster={roster} />
      {lista_de_espera && lista_de_espera.length > 0 && (
        <Waiting aria-label="Lista de espera">
          {lista_de_espera.map((w) => (
            <li key={w.id}>
              <strong>{w.nombre}</strong> · {waitlistStatus(w)}
            </li>
          ))}
        </Waiting>
      )}
    </Section>
  );
}

function MemberAtMoment({ entry, en }: { entry: HistoryEntry; en: string }) {
  const moment = useMemberMoment(entry.userId, en);
  if (moment.isPending) return <Spinner />;
  if (moment.isError) return <Failure role="alert">{errorDetail(moment.error)}</Failure>;
  const { paquete, valido_hasta, creditos_restantes, movimientos, abono } = moment.data;
  return (
    <Section aria-label={`Créditos de ${entry.userName}`}>
      <Heading>Créditos de {entry.userName}</Heading>
      <Places>{paquete ? `${paquete} · ${creditos_restantes} ${creditos_restantes === 1 ? 'crédito' : 'créditos'} · vence el ${dayMonth(valido_hasta!)}` : 'No tenía paquete activo'}</Places>
      {abono && <Places>{planLine(abono)}</Places>}
      <CreditHistoryList movements={movimientos.slice(0, 5)} />
    </Section>
  );
}

type PlanAtMoment = NonNullable<ReturnType<typeof useMemberMoment>['data']>['abono'];

/** "Abono Libre · Debe $ 18.000 · próximo cobro 16/12": her monthly plan then, in one line. */
function planLine(plan: NonNullable<PlanAtMoment>): string {
  const owed = plan.debe > 0 ? ` ${formatPrice(plan.debe / 100)}` : '';
  const next = plan.proximo_cobro ? ` · próximo cobro ${dayMonth(plan.proximo_cobro)}` : '';
  return `Abono${plan.nombre ? ` ${plan.nombre}` : ''} · ${ACCOUNT_STATE_LABELS[plan.estado]}${owed}${next}`;
}

const Sides = styled.div`
  display: flex;
  gap: 8px;
  max-width: 360px;
`;

const SideButton = styled.button.attrs({ type: 'button' })`
  flex: 1 1 0;
  min-height: 44px;
  padding: 0 10px;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 650;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const ReadOnly = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 12px 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 650;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Places = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Waiting = styled.ol`
  margin: 0;
  padding-left: 20px;
  font-size: 0.95rem;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
