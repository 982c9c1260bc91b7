import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { isApiError, refreshesAfter } from '../../../lib/api-client';
import { commentSession } from '../api/comment-session';
import { useSession, type SesionDetalle } from '../api/get-session';
import { workoutsKeys } from '../api/workouts-keys';
import { loggedLines, plannedLines, type SetLines } from '../prescription-text';
import type { SesionSerie } from '../api/get-session';
import { CoachComments } from './coach-comments';
import { blockResultText, resultTotal, resultTypeLabel } from '../block-results';

/** What the block's result is out of, as planned: "9 de 10 min", "3 de 4 vueltas". */
const totalOf = (detail: SesionDetalle, blockId: number) => resultTotal(detail.ejercicios.find((e) => e.bloque_id === blockId)?.formato);

/** Staff: one session as the member logged it, the member's note, the comments and a comment box. */
export function SessionDetailView({ sesionId }: { sesionId: string }) {
  const session = useSession(sesionId);
  if (session.isPending) return <EmptyState role="status">Cargando sesión...</EmptyState>;
  if (session.isError) return <EmptyState role="alert">{isApiError(session.error) ? session.error.detail : 'No se pudo cargar la sesión.'}</EmptyState>;
  const detail = session.data;
  return (
    <Detail aria-label={`Sesión ${detail.dia}`}>
      {detail.ejercicios.map((exercise) => (
        <div key={exercise.ejercicio_id}>
          <h4>{exercise.nombre}</h4>
          <SetsTable series={exercise.series} />
        </div>
      ))}
      {detail.resultados_bloques?.map((r) => (
        <Note key={r.bloque_id}>
          <strong>{r.bloque} ({resultTypeLabel(r)}):</strong> {blockResultText(r, totalOf(detail, r.bloque_id))}
        </Note>
      ))}
      {detail.nota && (
        <Note>
          <strong>Nota de {detail.socio.split(' ')[0]}:</strong> {detail.nota}
        </Note>
      )}
      <CoachComments comments={detail.lista_comentarios} />
      <CommentForm sesionId={detail.id} clerkUserId={detail.clerk_user_id} />
    </Detail>
  );
}

/** Per set, what the coach prescribed (reps, kg or %, effort, tempo) beside what she logged and felt. */
function SetsTable({ series }: { series: readonly SesionSerie[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Serie</th>
          <th scope="col">Plan</th>
          <th scope="col">Hizo</th>
        </tr>
      </thead>
      <tbody>
        {series.map((serie, i) => {
          const done = loggedLines(serie.registrado);
          return (
            <tr key={serie.serie_id}>
              <td>{i + 1}</td>
              <td><Lines lines={plannedLines(serie.planificado)} /></td>
              <td>
                {done ? <Lines lines={done} /> : '—'}
                {done && serie.registrado!.records.length > 0 && <Trophy size={16} aria-label="Récord" className="record" />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const Lines = ({ lines }: { lines: SetLines }) => (
  <>
    {lines.main}
    {lines.effort && <Effort>{lines.effort}</Effort>}
  </>
);

function CommentForm({ sesionId, clerkUserId }: { sesionId: string; clerkUserId: string }) {
  const [texto, setTexto] = useState('');
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => commentSession(sesionId, texto.trim()),
    onSuccess: () => setTexto(''),
    // The `workouts` notice refreshes the session and the member's list (lib/api-client.ts).
    ...refreshesAfter(queryClient, [workoutsKeys.session(sesionId), workoutsKeys.member(clerkUserId)]),
  });
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (texto.trim()) send.mutate();
      }}
    >
      <label htmlFor={`comment-${sesionId}`}>Comentario para el socio</label>
      <textarea id={`comment-${sesionId}`} rows={2} maxLength={2000} value={texto} onChange={(e) => setTexto(e.target.value)} placeholder="¡Bien ahí! La próxima sube 2,5 kg." />
      {send.isError && <p role="alert">{isApiError(send.error) ? send.error.detail : 'No se pudo enviar el comentario.'}</p>}
      <Button type="submit" disabled={!texto.trim() || send.isPending}>
        {send.isPending ? 'Enviando…' : 'Comentar'}
      </Button>
    </Form>
  );
}

const Detail = styled.section`
  display: grid;
  gap: 12px;
  padding: 12px 4px 4px;
  h4 { font-weight: 750; margin-bottom: 4px; }
  table { width: 100%; max-width: 560px; border-collapse: collapse; table-layout: fixed; font-variant-numeric: tabular-nums; }
  th:first-child { width: 56px; }
  th, td { padding: 6px 8px; text-align: left; vertical-align: top; }
  th { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
  tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  .record { color: #c98a00; margin-left: 6px; vertical-align: -3px; }
`;

// Under the set's main line, smaller: effort and tempo wrap between their pieces on a phone.
const Effort = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Form = styled.form`
  display: grid;
  gap: 8px;
  label { font-weight: 650; }
  textarea { padding: 10px 12px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; font: inherit; resize: vertical; }
  p { color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
  button { justify-self: start; }
`;
