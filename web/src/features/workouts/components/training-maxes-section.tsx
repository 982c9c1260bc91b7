import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { instantDate } from '../../../lib/calendar-date';
import { useConfirmTrainingMax, useMemberTrainingMaxes, type Maximos } from '../api/member-training-maxes';
import { formatKg } from '../set-entry';
import { maxSource } from '../training-max-entry';
import { stackedList } from './card-list.styles';
import { Section } from './my-workouts-page';
import { TrainingMaxForm } from './training-max-form';

// An e1RM reads to one decimal ("61,7 kg"), as the records list writes it.
const e1rmKg = (kg: number) => formatKg(Math.round(kg * 10) / 10);

/**
 * Staff, on a member's training page: her training maxes (what her plan's % sets load from), the maxes her records
 * propose to confirm in one tap, and a form to write one.
 */
export function TrainingMaxesSection({ clerkUserId, loggedExercises }: { clerkUserId: string; loggedExercises: readonly string[] }) {
  const maxes = useMemberTrainingMaxes(clerkUserId);
  const data = maxes.data;
  const exercises = [...new Set([...(data?.maximos.map((m) => m.ejercicio) ?? []), ...loggedExercises])].sort((a, b) => a.localeCompare(b, 'es'));
  return (
    <Section aria-labelledby="member-maxes-title">
      <h2 id="member-maxes-title">Máximos de entrenamiento</h2>
      <Lead>Las series en % de su plan se cargan con estos kg, redondeados a los discos del estudio.</Lead>
      {maxes.isPending ? (
        <EmptyState role="status">Cargando máximos...</EmptyState>
      ) : maxes.isError ? (
        <EmptyState role="alert">No se pudieron cargar los máximos.</EmptyState>
      ) : (
        <>
          {data!.maximos.length === 0 ? <EmptyState>Todavía no tiene máximos.</EmptyState> : <MaxList maximos={data!.maximos} />}
          {data!.propuestas.length > 0 && <Proposals clerkUserId={clerkUserId} propuestas={data!.propuestas} />}
        </>
      )}
      <TrainingMaxForm clerkUserId={clerkUserId} exercises={exercises} />
    </Section>
  );
}

function MaxList({ maximos }: { maximos: Maximos['maximos'] }) {
  return (
    <List aria-label="Sus máximos">
      {maximos.map((m) => (
        <li key={m.ejercicio}>
          <strong>{m.ejercicio}</strong>
          <Kg>{formatKg(m.kg)}</Kg>
          <Muted>
            {maxSource(m.origen)} · {instantDate(m.fecha)}
          </Muted>
        </li>
      ))}
    </List>
  );
}

function Proposals({ clerkUserId, propuestas }: { clerkUserId: string; propuestas: Maximos['propuestas'] }) {
  const confirm = useConfirmTrainingMax(clerkUserId);
  return (
    <div>
      <SubTitle>Propuestos por sus registros</SubTitle>
      <List aria-label="Propuestos por sus registros">
        {propuestas.map((p) => (
          <li key={p.ejercicio}>
            <strong>{p.ejercicio}</strong>
            <Muted>
              1RM estimado {e1rmKg(p.e1rm)} → <b>{formatKg(p.kg)}</b>
            </Muted>
            <Button
              $variant="secondary"
              aria-label={`Confirmar ${formatKg(p.kg)} para ${p.ejercicio}`}
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(p.ejercicio)}
            >
              Confirmar
            </Button>
          </li>
        ))}
      </List>
      {confirm.isError && <Refused role="alert">{errorDetail(confirm.error)}</Refused>}
    </div>
  );
}

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// One card per exercise: name and kg on a line, where it came from under them; a proposal's Confirmar at the end.
const List = styled.ul`
  ${stackedList}
  @media (min-width: 768px) { grid-template-columns: 1fr 1fr; }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 2px 12px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  li > button { grid-column: 2; grid-row: 1 / span 2; }
`;

const SubTitle = styled.h3`
  font-size: 1rem;
  font-weight: 750;
  margin: 4px 0 8px;
`;

const Kg = styled.span`
  font-weight: 750;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Muted = styled.span`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  b { color: ${({ theme }) => theme.colors.text}; }
`;

const Refused = styled.p`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.dangerHover};
  font-weight: 600;
`;
