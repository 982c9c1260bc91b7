import { Copy, Eye, EyeOff, Pencil, Trash2, Users, UsersRound, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import type { PlanListItem } from '../api/types';

type PlanRowActionsProps = {
  plan: PlanListItem;
  /** The plan is still being created (a temporary row): nothing can be done with it yet. */
  disabled: boolean;
  duplicating: boolean;
  onToggleVisible: () => void;
  onShowUsers: () => void;
  onGiveToGroup: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onEdit: () => void;
};

/**
 * A plan's actions, each with a caption under its icon (two people icons side by side said nothing without one). On a
 * phone they fill the card's width in one row of five with Editar below; from 768 px they sit beside the name.
 */
export function PlanRowActions({ plan, disabled, duplicating, onToggleVisible, onShowUsers, onGiveToGroup, onDuplicate, onDelete, onEdit }: PlanRowActionsProps) {
  const visible = plan.visible === 1;
  return (
    <Actions>
      <LabeledAction
        icon={visible ? Eye : EyeOff}
        caption={visible ? 'Visible' : 'Oculta'}
        aria-label={visible ? `Ocultar ${plan.nombre}` : `Mostrar ${plan.nombre}`}
        aria-pressed={visible}
        title={visible ? 'Visible para los socios' : 'Oculta para los socios'}
        $tone={visible ? 'active' : undefined}
        disabled={disabled}
        onClick={onToggleVisible}
      />
      <LabeledAction icon={Users} caption="Asignados" aria-label={`Usuarios asignados a ${plan.nombre}`} title="Quién tiene esta planificación" disabled={disabled} onClick={onShowUsers} />
      <LabeledAction icon={UsersRound} caption="A un grupo" aria-label={`Dar ${plan.nombre} a un grupo`} title="Dar la planificación a un grupo" disabled={disabled} onClick={onGiveToGroup} />
      <LabeledAction icon={Copy} caption="Duplicar" aria-label={`Duplicar ${plan.nombre}`} title="Crear una copia" disabled={disabled || duplicating} onClick={onDuplicate} />
      <LabeledAction icon={Trash2} caption="Eliminar" aria-label={`Eliminar ${plan.nombre}`} title="Eliminar la planificación" $tone="danger" disabled={disabled} onClick={onDelete} />
      <EditButton $variant="secondary" disabled={disabled} onClick={onEdit}>
        <Pencil size={16} aria-hidden="true" />
        Editar
      </EditButton>
    </Actions>
  );
}

type Tone = 'danger' | 'active';
type LabeledActionProps = ButtonHTMLAttributes<HTMLButtonElement> & { icon: LucideIcon; caption: string; $tone?: Tone | undefined };

function LabeledAction({ icon: Icon, caption, ...button }: LabeledActionProps) {
  return (
    <Action type="button" {...button}>
      <Chip aria-hidden="true"><Icon size={18} /></Chip>
      <span aria-hidden="true">{caption}</span>
    </Action>
  );
}

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 4px 0;
  width: 100%;
  @media (min-width: 768px) {
    display: flex;
    align-items: center;
    gap: 4px;
    width: auto;
  }
`;

const Chip = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Action = styled.button<{ $tone?: Tone | undefined }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-width: 0;
  min-height: 56px;
  padding: 2px 0 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'active' ? theme.colors.accentText : theme.colors.textMuted)};
  font-size: 0.72rem;
  font-weight: 600;
  cursor: pointer;
  ${Chip} { background: ${({ theme, $tone }) => ($tone === 'active' ? theme.colors.accentSoft : 'transparent')}; }
  span:last-child { text-align: center; line-height: 1.2; }
  &:hover:not(:disabled) ${Chip} { background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  @media (min-width: 768px) { min-width: 64px; padding: 2px 4px 4px; font-size: 0.75rem; }
`;

const EditButton = styled(Button)`
  grid-column: 1 / -1;
  @media (min-width: 768px) { margin-left: 8px; }
`;
