import { TriangleAlert, UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { Segment, Segmented } from '../../../components/segmented';
import { Select } from '../../../components/select';
import { errorDetail } from '../../../lib/api-client';
import { countOf } from '../../../lib/plural';
import { useGiveToGroup, useGroupMemberCounts, useGroupsForTemplates, type TemplateMode } from '../api/group-templates';
import type { PlanListItem } from '../api/types';
import { ErrorText } from './inline-editor';

const MODES: Record<TemplateMode, { label: string; hint: string }> = {
  vinculada: { label: 'Vinculada', hint: 'Una sola planificación para todo el grupo: lo que edites después le llega a todos.' },
  copias: { label: 'Una copia por socio', hint: 'Cada socio del grupo recibe su propia copia para ajustarla; lo que edites en esta plantilla ya no les llega.' },
};

/** What giving the plan did: linked, or how many members got a copy (a deleted account still in the group gets none). */
function doneText({ copias, sinCopia }: { copias: number; sinCopia: number }): string {
  if (copias === 0 && sinCopia === 0) return 'Listo: la planificación quedó vinculada al grupo.';
  const left = sinCopia === 0 ? '' : sinCopia === 1 ? ' Una cuenta eliminada no la recibió.' : ` ${sinCopia} cuentas eliminadas no la recibieron.`;
  return `Listo: ${copias === 1 ? '1 socio recibió' : `${copias} socios recibieron`} su copia.${left}`;
}

/** A plan used as a template for a group: linked, or as per-member copies. */
export function GroupTemplateDialog({ plan, onClose }: { plan: PlanListItem | null; onClose: () => void }) {
  const groups = useGroupsForTemplates(plan !== null);
  const counts = useGroupMemberCounts(plan !== null);
  const give = useGiveToGroup();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [mode, setMode] = useState<TemplateMode>('vinculada');
  const chosen = groupId ?? groups.data?.[0]?.id ?? null;
  // Unknown until the counts arrive (or if they fail): then nothing warns and the server has the last word.
  const members = (id: number) => (counts.data ? (counts.data.get(id) ?? 0) : null);
  const empty = chosen !== null && members(chosen) === 0;
  const close = () => {
    give.reset();
    onClose();
  };

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && close()} title={`Dar ${plan?.nombre ?? ''} a un grupo`}>
      {groups.isPending ? (
        <EmptyState role="status">Cargando grupos...</EmptyState>
      ) : groups.isError ? (
        <ErrorText role="alert">{errorDetail(groups.error)}</ErrorText>
      ) : groups.data.length === 0 ? (
        <EmptyState>Todavía no hay grupos.</EmptyState>
      ) : give.isSuccess ? (
        <p role="status">{doneText(give.data)}</p>
      ) : (
        <Stack>
          <label>
            <span>Grupo</span>
            <Select $compact aria-label="Grupo" value={chosen ?? ''} onChange={(e) => setGroupId(Number(e.target.value))}>
              {groups.data.map((g) => {
                const n = members(g.id);
                return <option key={g.id} value={g.id}>{n === null ? g.nombre : `${g.nombre} · ${countOf(n, 'socio', 'socios')}`}</option>;
              })}
            </Select>
          </label>
          <Segmented role="radiogroup" aria-label="Cómo se asigna">
            {(Object.keys(MODES) as TemplateMode[]).map((m) => (
              <Segment key={m} role="radio" aria-checked={mode === m} $selected={mode === m} onClick={() => setMode(m)}>{MODES[m].label}</Segment>
            ))}
          </Segmented>
          <Hint>{MODES[mode].hint}</Hint>
          {empty && chosen !== null && <EmptyGroupWarning groupId={chosen} copies={mode === 'copias'} />}
          {give.isError && <ErrorText role="alert">{errorDetail(give.error)}</ErrorText>}
        </Stack>
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={close}>{give.isSuccess ? 'Cerrar' : 'Cancelar'}</Button>
        {!give.isSuccess && (
          <Button
            disabled={chosen === null || give.isPending || !plan || (empty && mode === 'copias')}
            onClick={() => plan && chosen !== null && give.mutate({ planId: plan.id, groupId: chosen, mode })}
          >
            {empty ? 'Asignar igual' : 'Asignar'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Giving a plan to a group nobody is in reaches no one: say so, and offer to add members first. */
function EmptyGroupWarning({ groupId, copies }: { groupId: number; copies: boolean }) {
  return (
    <Warning role="status">
      <p>
        <TriangleAlert size={18} aria-hidden="true" />
        <span>
          El grupo no tiene socios: nadie recibirá el plan.
          {copies ? ' Para darles una copia, primero agrega socios.' : ' Puedes asignarlo igual: los socios que agregues después lo recibirán.'}
        </span>
      </p>
      <ButtonLink to={`/crearPlanificaciones/grupos?grupo=${groupId}`} $variant="secondary">
        <UserPlus size={18} aria-hidden="true" />
        Agregar socios
      </ButtonLink>
    </Warning>
  );
}

const Warning = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  p { display: flex; gap: 8px; font-weight: 600; }
  svg { flex-shrink: 0; margin-top: 2px; }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
`;

const Hint = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
