import { History } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ACCOUNT_STATE_LABELS } from '../../../../../contract/wording';
import { CreditHistoryList } from '../../../components/credit-history-list';
import { Dialog } from '../../../components/dialog';
import { Segment, Segmented } from '../../../components/segmented';
import { TextField } from '../../../components/text-field';
import { TimeField } from '../../../components/time-field';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { dayMonth, instantOfStudioTime, studioDateTimeValue } from '../../../lib/calendar-date';
import { useClassMoment, useMemberMoment } from '../api/moments';
import type { HistoryEntry } from '../api/types';
import { formatWhen } from '../audit-wording';
import { RosterList } from './roster-list';
import { waitlistStatus } from './waitlist-list';

type Side = 'antes' | 'despues' | 'otro';

/** Just before the line's action (what she saw when she acted) or just after it: one millisecond apart in the log. */
const momentOf = (at: string, side: Exclude<Side, 'otro'>) => new Date(new Date(at).getTime() - (side === 'antes' ? 1 : 0)).toISOString();


/**
 * "Ver cómo estaba": the class of an audit line, and its member's package and credits, as the live screens showed them
 * then, folded from the log (read only). A dispute's question, "¡Tenía lugar!", is answered by the moment before.
 */
export function MomentDialog({ entry, onClose }: { entry: HistoryEntry; onClose: () => void }) {
  const [side, setSide] = useState<Side>('antes');
  // Any other moment, from the line's own: the dispute's question may be about the evening before.
  const [otherDay, setOtherDay] = useState(() => studioDateTimeValue(entry.at).slice(0, 10));
  const [otherTime, setOtherTime] = useState(() => studioDateTimeValue(entry.at).slice(11));
  const en = side === 'otro' ? instantOfStudioTime(`${otherDay}T${otherTime}`) : momentOf(entry.at, side);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Cómo estaba" description={`Clase del ${dayMonth(entry.fecha)} ${entry.hora} · ${entry.userName}`}>
      <Segmented role="group" aria-label="Momento">
        {SIDES.map(([value, label]) => (
          <Segment key={value} $selected={side === value} aria-pressed={side === value} onClick={() => setSide(value)}>
            {label}
          </Segment>
        ))}
      </Segmented>
      {side === 'otro' && (
        <MomentFields>
          <TextField label="Día" type="date" value={otherDay} onChange={(e) => setOtherDay(e.target.value)} />
          <TimeField label="Hora" value={otherTime} onChange={(e) => setOtherTime(e.target.value)} />
        </MomentFields>
      )}
      {en ? (
        <>
          <ReadOnly>
            <History size={16} aria-hidden="true" />
            Así estaba el {formatWhen(en)} · solo lectura
          </ReadOnly>
          <ClassAtMoment entry={entry} en={en} />
          <MemberAtMoment entry={entry} en={en} />
        </>
      ) : (
        <ReadOnly>Elige el día y la hora completos.</ReadOnly>
      )}
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

const SIDES: readonly (readonly [Side, string])[] = [
  ['antes', 'Justo antes'],
  ['despues', 'Justo después'],
  ['otro', 'Otro momento'],
];

// Side by side from a phone up: a day (dd/mm/aaaa, the wider) and a time in 24-hour HH:MM.
const MomentFields = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: 10px;
  max-width: 22rem;
  margin-top: 10px;
  /* A grid cell is as wide as its content by default: the fields would push past the dialog on a phone. */
  & > * {
    min-width: 0;
  }
  input {
    width: 100%;
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
