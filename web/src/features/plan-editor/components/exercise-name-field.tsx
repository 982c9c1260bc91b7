import { useId, useState } from 'react';
import styled from 'styled-components';
import { matchLibrary, type LibraryExercise } from '../api/exercise-library';
import { Input } from './inline-editor';

type Props = { value: string; entries: readonly LibraryExercise[]; onChange: (text: string) => void; onChoose: (entry: LibraryExercise) => void };

/**
 * The exercise name, autocompleted from the library (ARIA combobox): up to six names that contain what was typed;
 * a tap, or arrows and Enter, chooses one. Escape or leaving the field closes the list.
 */
export function ExerciseNameField({ value, entries, onChange, onChoose }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = open ? matchLibrary(entries, value).filter((e) => e.nombre !== value) : [];
  const choose = (entry: LibraryExercise) => {
    onChoose(entry);
    setOpen(false);
    setActive(-1);
  };

  return (
    <Wrap>
      <Input
        role="combobox"
        aria-label="Nombre del ejercicio"
        aria-autocomplete="list"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && matches[active] ? `${listId}-${matches[active].id}` : undefined}
        autoComplete="off"
        placeholder="Nombre del ejercicio"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (matches.length === 0) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((active + step + matches.length) % matches.length);
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            choose(matches[active]!);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {matches.length > 0 && (
        <List id={listId} role="listbox" aria-label="Ejercicios de la biblioteca">
          {matches.map((entry, i) => (
            <li
              key={entry.id}
              id={`${listId}-${entry.id}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list before the click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(entry);
              }}
            >
              <span>{entry.nombre}</span>
              <small>{entry.peso_corporal ? 'Peso corporal' : 'Con carga'}{entry.video ? ' · video' : ''}</small>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  /* On a phone the name takes its own row; the sets and the button share the next. */
  flex: 2 1 220px;
  min-width: 0;
  & > input { width: 100%; min-height: 44px; }
`;

const List = styled.ul`
  position: absolute;
  z-index: 5;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  list-style: none;
  margin: 0;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 4px 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  li[aria-selected='true'], li:hover { background: ${({ theme }) => theme.colors.accentSoft}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; white-space: nowrap; }
`;
