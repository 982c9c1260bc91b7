import { useState } from 'react';
import styled from 'styled-components';
import type { ApprovalTerms } from '../api/types';
import { FieldLabel, Hint, Input, TextArea } from './form-bits';
import { countOf } from '../../../lib/plural';
import { isFecha, weekdayDate } from '../../../lib/calendar-date';
import { lastValidDay, validoHastaFor, validThrough } from '../../../lib/package-validity';


/** The admin's figures against the proposal: what to send, or why not yet. */
export type TermsChoice = { changed: boolean; validUntil: string; credits: number; reason: string; error: string | null };

/** The proposed dates and credits, editable, and the reason asked only when they change (approval and assignment). */
export function useTermsForm(proposed: ApprovalTerms) {
  const [validUntil, setValidUntil] = useState(proposed.valido_hasta);
  const [credits, setCredits] = useState(String(proposed.creditos));
  const [reason, setReason] = useState('');
  const changed = validUntil !== proposed.valido_hasta || Number(credits) !== proposed.creditos;
  const check = (): TermsChoice => {
    const creditos = Number(credits);
    const base = { changed, validUntil, credits: creditos, reason: reason.trim() };
    if (!isFecha(validUntil)) return { ...base, error: 'Elige el último día en que vale el paquete.' };
    if (credits === '' || !Number.isInteger(creditos) || creditos < 0) return { ...base, error: 'Los créditos tienen que ser un número entero no negativo.' };
    if (changed && !reason.trim()) return { ...base, error: 'Indica el motivo del cambio.' };
    return { ...base, error: null };
  };
  return { proposed, validUntil, setValidUntil, credits, setCredits, reason, setReason, changed, check };
}

type TermsForm = ReturnType<typeof useTermsForm>;

/** What the studio's rule gives, in words: dates, credits, prorated or starting next month. */
export function TermsSummary({ proposed }: { proposed: ApprovalTerms }) {
  return (
    <Summary aria-label="Lo que da la regla del estudio">
      {proposed.tipo === 'recarga' ? (
        <li>Recarga: los créditos se suman ahora al paquete actual, válido {validThrough(proposed.valido_hasta)}</li>
      ) : (
        <li>
          {proposed.tipo === 'renovacion' ? 'Renovación: válida' : 'Válido'} desde el {weekdayDate(proposed.valido_desde)} {validThrough(proposed.valido_hasta)}
        </li>
      )}
      {proposed.mes_siguiente && <li>Cuenta desde el mes siguiente: los días que quedan de este mes van de regalo</li>}
      <li>
        {countOf(proposed.creditos, 'crédito', 'créditos')}
        {proposed.prorrateado ? ` (proporcional a los días que quedan; ${proposed.cantidad_clases} al mes)` : ''}
      </li>
    </Summary>
  );
}

/** The end date (not for a top-up) and the credits, and the reason once either differs from the proposal. */
export function TermsFields({ form, onEdit }: { form: TermsForm; onEdit: () => void }) {
  return (
    <>
      <Fields>
        {form.proposed.tipo !== 'recarga' && (
          <FieldLabel>
            Válido hasta el
            {/* The field shows the last day it counts, as the summary; the server keeps the day after (valido_hasta). */}
            <Input type="date" value={lastValidDay(form.validUntil)} onChange={(e) => (form.setValidUntil(validoHastaFor(e.target.value)), onEdit())} />
            <Hint>El último día en que vale el paquete, incluido.</Hint>
          </FieldLabel>
        )}
        <FieldLabel>
          Créditos
          <Input type="number" inputMode="numeric" min={0} max={1000} value={form.credits} onChange={(e) => (form.setCredits(e.target.value), onEdit())} />
        </FieldLabel>
      </Fields>
      {form.changed && (
        <FieldLabel>
          Motivo del cambio
          <TextArea value={form.reason} maxLength={500} onChange={(e) => (form.setReason(e.target.value), onEdit())} placeholder="Ej.: pagó el mes completo" />
        </FieldLabel>
      )}
    </>
  );
}

const Summary = styled.ul`
  margin: 0;
  padding: 12px 14px;
  list-style: none;
  display: grid;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 650;
`;

const Fields = styled.div`
  display: grid;
  gap: 12px;
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;
