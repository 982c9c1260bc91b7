import { Copy, Plus, Settings2, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import { InlineEditor } from './inline-editor';

type Item = { id: number; nombre: string };

type TabBarProps = {
  /** "Semanas" or "Días". */
  label: string;
  /** "semana" or "día", for button names. */
  noun: string;
  items: Item[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  editing: boolean;
  onEditToggle: () => void;
  onDelete: (item: Item) => void;
  onRename?: (item: Item, nombre: string) => void;
  onDuplicate?: (item: Item) => void;
};

/** Week or day tabs with add, and an edit mode revealing rename / duplicate / delete per tab. */
export function TabBar({ label, noun, items, selectedId, onSelect, onAdd, editing, onEditToggle, onDelete, onRename, onDuplicate }: TabBarProps) {
  return (
    <Bar>
      <Tabs role="tablist" aria-label={label}>
        {items.map((item) => (
          <Tab key={item.id} data-selected={item.id === selectedId || undefined}>
            {editing && onRename ? (
              <InlineEditor value={item.nombre} label={`nombre de ${item.nombre}`} onSave={(nombre) => onRename(item, nombre)}>
                <TabButton type="button" role="tab" aria-selected={item.id === selectedId} onClick={() => onSelect(item.id)}>
                  {item.nombre}
                </TabButton>
              </InlineEditor>
            ) : (
              <TabButton type="button" role="tab" aria-selected={item.id === selectedId} onClick={() => onSelect(item.id)}>
                {item.nombre}
              </TabButton>
            )}
            {editing && onDuplicate && (
              <IconButton type="button" aria-label={`Duplicar ${item.nombre}`} onClick={() => onDuplicate(item)}>
                <Copy size={16} aria-hidden="true" />
              </IconButton>
            )}
            {editing && (
              <IconButton type="button" $tone="danger" aria-label={`Eliminar ${item.nombre}`} onClick={() => onDelete(item)}>
                <Trash2 size={16} aria-hidden="true" />
              </IconButton>
            )}
          </Tab>
        ))}
        <AddButton type="button" onClick={onAdd} aria-label={`Agregar ${noun}`}>
          <Plus size={18} aria-hidden="true" />
        </AddButton>
      </Tabs>
      <IconButton
        type="button"
        aria-label={`Editar ${label.toLowerCase()}`}
        aria-pressed={editing}
        $tone={editing ? 'active' : undefined}
        onClick={onEditToggle}
      >
        <Settings2 size={18} aria-hidden="true" />
      </IconButton>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
`;

const Tabs = styled.div`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  min-width: 0;
`;

const Tab = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[data-selected] {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
    & button { color: ${({ theme }) => theme.colors.onAccent}; }
  }
`;

const TabButton = styled.button`
  min-height: 40px;
  padding: 0 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 650;
  cursor: pointer;
  white-space: nowrap;
`;

const AddButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.accentText};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.accentSoft}; }
`;
