import { ChevronDown, ChevronRight, Settings2, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { Bloque } from '../api/types';
import { toInt } from './add-forms';
import { AddExerciseForm } from './add-exercise-form';
import { CopyTo } from './copy-to';
import { useEditor } from './editor-context';
import { ExerciseEditor } from './exercise-editor';
import { FormatEditor } from './format-editor';
import { formatLabel } from '../../../lib/block-format';
import { IconButton } from './icon-button';
import { InlineEditor } from './inline-editor';

type DayTarget = { id: number; nombre: string };

/**
 * A block of the selected day: opens (one at a time) to list its exercises; an edit toggle reveals rename, rest,
 * delete and copy to a day of any week (`days`).
 */
export function BlockEditor({ block, days = [] }: { block: Bloque; days?: DayTarget[] }) {
  const { send, run, ask, openBlockId } = useEditor();
  const [editing, setEditing] = useState(false);
  const open = openBlockId === block.id;
  const type = formatLabel(block.formato);

  return (
    <Card aria-label={block.nombre}>
      <Head>
        <Toggle type="button" aria-expanded={open} onClick={() => send({ type: 'block.toggle', blockId: block.id })}>
          {open ? <ChevronDown size={20} aria-hidden="true" /> : <ChevronRight size={20} aria-hidden="true" />}
          <span>{block.nombre}</span>
          {type && <Type>{type}</Type>}
          <Rest>
            <Timer size={14} aria-hidden="true" /> {block.descanso} s
          </Rest>
        </Toggle>
        <IconButton type="button" aria-label={`Editar ${block.nombre}`} aria-pressed={editing} $tone={editing ? 'active' : undefined} onClick={() => setEditing(!editing)}>
          <Settings2 size={18} aria-hidden="true" />
        </IconButton>
      </Head>
      {editing && (
        <EditRow>
          <InlineEditor value={block.nombre} label={`nombre de ${block.nombre}`} onSave={(nombre) => run({ type: 'renameBlock', blockId: block.id, nombre })}>
            <span>Nombre: {block.nombre}</span>
          </InlineEditor>
          <InlineEditor
            value={String(block.descanso)}
            label={`descanso de ${block.nombre}`}
            inputType="number"
            emptyError="Ingresa el descanso en segundos"
            onSave={(value) => run({ type: 'changeBlockRest', blockId: block.id, descanso: toInt(value) })}
          >
            <span>Descanso: {block.descanso} s</span>
          </InlineEditor>
          <IconButton
            type="button"
            $tone="danger"
            aria-label={`Eliminar ${block.nombre}`}
            onClick={() => ask(`Se eliminará "${block.nombre}" con sus ejercicios.`, () => send({ type: 'block.delete', blockId: block.id }))}
          >
            <Trash2 size={18} aria-hidden="true" />
          </IconButton>
          <FormatEditor nombre={block.nombre} formato={block.formato} onSave={(formato) => run({ type: 'changeBlockFormat', blockId: block.id, formato })} />
          {days.length > 0 && <CopyTo label={`Copiar ${block.nombre} a`} targets={days} onCopy={(dayId) => run({ type: 'copyBlock', blockId: block.id, dayId })} />}
        </EditRow>
      )}
      {open && (
        <Body>
          {block.ejercicios.length === 0 && <Muted>Este bloque no tiene ejercicios.</Muted>}
          {block.ejercicios.map((exercise) => <ExerciseEditor key={exercise.id} exercise={exercise} blockRest={block.descanso} />)}
          <AddExerciseForm onAdd={(exercise) => run({ type: 'addExercise', blockId: block.id, ...exercise })} />
        </Body>
      )}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
`;

const Toggle = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  border: 0;
  background: none;
  color: inherit;
  font-size: 1.05rem;
  font-weight: 750;
  flex-wrap: wrap;
  text-align: left;
  cursor: pointer;
  /* A long name and the type's tag share the line, or the tag goes under: a word is never split. */
  span:first-of-type { overflow-wrap: break-word; }
`;

const Rest = styled.span`
  margin-left: auto;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Type = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
`;

const EditRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
