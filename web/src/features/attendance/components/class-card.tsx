import { Tv, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StackList } from '../../../components/stack-list';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorDetail } from '../../../lib/api-client';
import { useCancelForMember, useMarkAttendance } from '../api/console-api';
import { useClassHealth } from '../api/class-health';
import { useClassFees } from '../api/class-fees';
import type { ConsoleClass, RosterEntry } from '../api/types';
import { AddMemberDialog } from './add-member-dialog';
import { TrialRoster } from './trial-roster';
import { ClassException, exceptionState } from './class-exception';
import { countOf } from '../../../lib/plural';
import { emptyRosterText } from '../console-order';
import { useQuery } from '@tanstack/react-query';
import { phonesQuery } from '../../../api/membership/phones';
import { RosterRow } from './roster-row';
import { CancelledRoster } from './cancelled-roster';
import { whatsappMessages } from '../../../lib/whatsapp-messages';

const STATE_LABEL: Record<ConsoleClass['estado'], string> = { proxima: 'Próxima', en_curso: 'En curso', terminada: 'Terminada' };

/** One class of the console: its roster with one-tap check-in, its waitlist, and the plans beside it. */
export function ClassCard({ clase }: { clase: ConsoleClass }) {
  const mark = useMarkAttendance();
  const cancel = useCancelForMember();
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<RosterEntry | null>(null);
  const health = useClassHealth(clase.horario_id, clase.fecha);
  const feeOf = useClassFees(clase.reservas.map((r) => r.clerk_user_id));
  const ended = clase.estado === 'terminada';
  // A cancelled or moved class takes no check-in, booking or cancellation: its people are elsewhere.
  const off = clase.cancelada ?? null;
  const phones = useQuery(phonesQuery(clase.reservas.map((r) => r.clerk_user_id))).data;
  const aboutThisClass = (r: RosterEntry) => (off ? whatsappMessages.classCancelled : whatsappMessages.aboutClass)(r.nombre.split(' ')[0] ?? r.nombre, clase);
  const toggle = (r: RosterEntry) => mark.mutate({ bookingId: r.id, fecha: clase.fecha, present: r.asistencia !== 'presente' });

  return (
    <Card aria-label={`Clase de ${clase.disciplina} ${clase.hora}${off ? ` (${exceptionState(off).toLowerCase()})` : ''}`}>
      <Head>
        <div>
          <Time>
            {clase.hora}–{clase.hora_fin}
          </Time>
          <Name>{clase.disciplina}</Name>
        </div>
        <Counts>
          {off ? <State $state="off">{exceptionState(off)}</State> : <State $state={clase.estado}>{STATE_LABEL[clase.estado]}</State>}
          <span>
            {clase.reservados + (clase.pruebas?.length ?? 0)}/{clase.cupo_maximo} anotados · {countOf(clase.presentes, 'presente', 'presentes')}
          </span>
        </Counts>
      </Head>

      {off && <ClassException exception={off} />}
      {mark.isError && <Alert role="alert">{errorDetail(mark.error)}</Alert>}
      {off && clase.reservas.length === 0 ? null : clase.reservas.length === 0 ? (
        (clase.pruebas?.length ?? 0) === 0 && <Muted>{emptyRosterText(clase.estado)}</Muted>
      ) : (
        <Roster aria-label="Anotados">
          {clase.reservas.map((r) => {
            const phone = phones?.get(r.clerk_user_id);
            return (
              <RosterRow
                key={r.id}
                entry={r}
                checkInOff={!!off || (ended && r.asistencia === 'presente')}
                cancellable={clase.estado === 'proxima' && !off}
                withoutStatement={health.withoutStatement(r.clerk_user_id)}
                fee={feeOf(r.clerk_user_id)}
                emergency={health.emergencyContact(r.clerk_user_id)}
                whatsapp={phone ? { phone, message: aboutThisClass(r) } : undefined}
                onToggle={() => toggle(r)}
                onCancel={() => setCancelling(r)}
              />
            );
          })}
        </Roster>
      )}

      {off && <CancelledRoster clase={clase} />}
      <TrialRoster clase={clase} off={!!off} />

      {clase.lista_de_espera.length > 0 && (
        <section aria-label="Lista de espera">
          <SubTitle>Lista de espera ({clase.lista_de_espera.length})</SubTitle>
          <Waitlist>
            {clase.lista_de_espera.map((w) => (
              <li key={w.id}>
                {w.posicion}. {w.nombre}
              </li>
            ))}
          </Waitlist>
        </section>
      )}

      {clase.planificaciones.length > 0 && (
        <section aria-label="Planificación de la clase">
          <SubTitle>Planificación</SubTitle>
          {clase.planificaciones.map((p) => (
            <PlanLink key={p.id} to={`/planificaciones/${p.id}`}>
              {p.nombre} <Muted as="span">· grupo {p.grupo}</Muted>
            </PlanLink>
          ))}
        </section>
      )}

      {!off && (
        <Actions>
          {!ended && (
            <Button $variant="secondary" onClick={() => setAdding(true)}>
              <UserPlus size={18} aria-hidden="true" /> Anotar socio
            </Button>
          )}
          {/* The class's plan day and its present members' sets, for the studio's TV (workouts' pizarra, by URL). */}
          <ButtonLink $variant="secondary" to={`/profesor/pizarra/${clase.horario_id}/${clase.fecha}`}>
            <Tv size={18} aria-hidden="true" /> Pizarra
          </ButtonLink>
        </Actions>
      )}
      {adding && <AddMemberDialog clase={clase} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="¿Cancelar el turno?"
        description={cancelling ? `Se cancela el turno de ${cancelling.nombre}: recupera su crédito y el lugar pasa a la lista de espera.` : undefined}
        confirmLabel="Cancelar turno"
        cancelLabel="Volver"
        onConfirm={async () => {
          if (cancelling) await cancel.mutateAsync({ bookingId: cancelling.id, fecha: clase.fecha });
          setCancelling(null);
        }}
      />
    </Card>
  );
}

const Head = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
`;

const Time = styled.p`
  white-space: nowrap;
  font-size: 1.3rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Name = styled.h3`
  font-size: 1rem;
  font-weight: 650;
`;

const Counts = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: right;
`;

const State = styled.span<{ $state: ConsoleClass['estado'] | 'off' }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  color: ${({ theme, $state }) => ($state === 'en_curso' ? theme.colors.onAccent : $state === 'off' ? theme.colors.danger : theme.colors.text)};
  background: ${({ theme, $state }) => ($state === 'en_curso' ? theme.colors.accentStrong : $state === 'off' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
`;

const Roster = StackList;

// Full width as the card's other controls, side by side when both fit.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * { flex: 1 1 auto; }
`;

const SubTitle = styled.h4`
  font-size: 0.95rem;
  font-weight: 700;
  margin-bottom: 6px;
`;

const Waitlist = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PlanLink = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 650;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
