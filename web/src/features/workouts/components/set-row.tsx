import { Check, CloudOff, LoaderCircle, RotateCcw, Trophy } from 'lucide-react';
import { Fragment } from 'react';
import styled, { css } from 'styled-components';
import { keepsTogether } from '../../../lib/training-load';
import type { SessionSet } from '../machines/workout-session.machine';
import { formatSeconds } from '../set-entry';

type SetRowProps = {
  set: SessionSet;
  /** The plan's target ("10 @ 60 kg", "30s"), then its effort and tempo, shown as the hint: it wraps between pieces. */
  planned: readonly string[];
  onEdit: (field: 'cantidad' | 'peso' | 'esfuerzo', value: string) => void;
  onDone: () => void;
  disabled: boolean;
  /** The set holds one of the session's records: marked where the member is looking, whatever the banner shows. */
  record?: boolean;
  /** What the empty kg field says: "75 %" for a % set she has no max for, else "—". */
  kgPlaceholder?: string;
};

const statusLabel = { open: '', saving: 'Guardando…', saved: 'Hecha', queued: 'Pendiente de enviar', failed: 'No se guardó' } as const;

/** One set: reps (or seconds) and kg prefilled, and a big "hecha" button that saves it. */
export function SetRow({ set, planned, onEdit, onDone, disabled, record = false, kgPlaceholder = '—' }: SetRowProps) {
  const timed = set.target.kind === 'time';
  const name = `Serie ${set.numero} de ${set.ejercicio}`;
  const done = set.status === 'saved' || set.status === 'queued';
  return (
    <Row data-status={set.status} aria-label={name}>
      <Number aria-hidden="true">{set.numero}</Number>
      <Field>
        <input
          inputMode="numeric"
          aria-label={`${timed ? 'Segundos' : 'Repeticiones'}, serie ${set.numero}`}
          value={set.cantidad}
          placeholder={timed ? formatSeconds(set.target.kind === 'time' ? set.target.seconds : 0) : '—'}
          onChange={(e) => onEdit('cantidad', e.target.value)}
          disabled={disabled}
        />
      </Field>
      <Field>
        <input
          inputMode="decimal"
          aria-label={`Peso en kg, serie ${set.numero}`}
          value={set.peso}
          placeholder={kgPlaceholder}
          onChange={(e) => onEdit('peso', e.target.value)}
          disabled={disabled}
        />
      </Field>
      <DoneButton type="button" onClick={onDone} disabled={disabled || set.status === 'saving'} aria-pressed={done} aria-label={`Marcar hecha la serie ${set.numero}`} data-done={done}>
        {set.status === 'saving' ? (
          <LoaderCircle size={22} aria-hidden="true" className="spin" />
        ) : set.status === 'queued' ? (
          <CloudOff size={20} aria-hidden="true" />
        ) : set.status === 'failed' ? (
          <RotateCcw size={20} aria-hidden="true" />
        ) : (
          <Check size={22} aria-hidden="true" />
        )}
      </DoneButton>
      <Meta>
        <PlanHint>
          {planned.map((part, i, all) => (
            <Fragment key={part}>{i > 0 && ' '}<Piece $together={i === 0 || keepsTogether(part)}>{i === 0 && 'Plan: '}{part}{i < all.length - 1 && ' ·'}</Piece></Fragment>
          ))}
        </PlanHint>
        {set.esfuerzo && (
          <EffortField>
            {set.esfuerzo.scale === 'rpe' ? 'Tu RPE' : 'Tu RIR'}
            <input
              inputMode="decimal"
              aria-label={`${set.esfuerzo.scale === 'rpe' ? 'RPE' : 'Repeticiones en reserva'}, serie ${set.numero}`}
              value={set.esfuerzo.value}
              placeholder="—"
              onChange={(e) => onEdit('esfuerzo', e.target.value)}
              disabled={disabled}
            />
          </EffortField>
        )}
        {record && (
          <RecordMark>
            <Trophy size={14} aria-hidden="true" />
            Récord
          </RecordMark>
        )}
        {statusLabel[set.status] && <Status data-status={set.status}>{statusLabel[set.status]}</Status>}
      </Meta>
      {set.error && (
        <ErrorText role="alert">{set.error}</ErrorText>
      )}
    </Row>
  );
}

/** The columns a set row and the exercise's header share: narrow on a phone, capped on a desktop. */
export const setGrid = css`
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr) minmax(0, 1fr) 52px;
  grid-template-areas: 'n reps kg done' '. meta meta meta' '. err err err';
  gap: 6px 10px;
  align-items: center;
  @media (min-width: 768px) {
    grid-template-columns: 36px 110px 110px 52px minmax(0, 1fr);
    grid-template-areas: 'n reps kg done meta' '. err err err err';
  }
`;

const Row = styled.li`
  ${setGrid}
  padding: 10px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &[data-status='saved'], &[data-status='queued'] { input { background: #f0faf3; } }
`;

const Number = styled.span`
  grid-area: n;
  font-weight: 750;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Field = styled.label`
  display: flex;
  min-width: 0;
  &:nth-of-type(1) { grid-area: reps; }
  &:nth-of-type(2) { grid-area: kg; }
  input {
    width: 100%;
    min-width: 0;
    min-height: 48px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font-size: 1.1rem;
    font-weight: 650;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const DoneButton = styled.button`
  grid-area: done;
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 48px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[data-done='true'] { background: ${({ theme }) => theme.colors.success}; border-color: ${({ theme }) => theme.colors.success}; color: #fff; }
  &:disabled { cursor: progress; }
  .spin { animation: spin 1s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
`;

// On a phone the hint takes the line and her effort goes under it; on a desktop they share one.
const Meta = styled.div`
  grid-area: meta;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 8px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RecordMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  margin-left: auto;
  font-weight: 700;
  color: #8a5a00;
  svg { color: #c98a00; }
`;

const Status = styled.span`
  font-weight: 650;
  &[data-status='saved'] { color: ${({ theme }) => theme.colors.success}; }
  &[data-status='failed'] { color: ${({ theme }) => theme.colors.danger}; }
`;

const ErrorText = styled.p`
  grid-area: err;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

// Her effort beside the plan's hint: a small field, still 44 px tall to tap.
const EffortField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  white-space: nowrap;
  input { width: 3.5em; min-height: 44px; text-align: center; }
`;

const PlanHint = styled.span`
  flex: 1 1 12em;
  min-width: 0;
`;

const Piece = styled.span<{ $together: boolean }>`
  white-space: ${({ $together }) => ($together ? 'nowrap' : 'normal')};
`;
