import styled from 'styled-components';
import { ChoiceRow } from '../../../components/choice-row';
import type { Disciplina } from '../api/types';

type Props = { disciplinas: readonly Disciplina[]; value: readonly number[]; onChange: (value: number[]) => void };

/**
 * Which disciplines a package may book: "Todas" (the empty set) or several. Ticking a discipline leaves
 * "Todas"; unticking the last one, or ticking "Todas", goes back to every discipline.
 */
export function DisciplinesChoice({ disciplinas, value, onChange }: Props) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id].sort((a, b) => a - b) : value.filter((v) => v !== id));
  return (
    <Group>
      <Legend>Disciplinas</Legend>
      <ChoiceRow>
        <input type="checkbox" checked={value.length === 0} onChange={(e) => e.target.checked && onChange([])} />
        Todas
      </ChoiceRow>
      {disciplinas.map((d) => (
        <ChoiceRow key={d.id}>
          <input type="checkbox" checked={value.includes(d.id)} onChange={(e) => toggle(d.id, e.target.checked)} />
          {d.nombre}
        </ChoiceRow>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  column-gap: 18px;
`;

const Legend = styled.legend`
  font-weight: 650;
  font-size: 0.95rem;
  padding: 0;
  margin-bottom: 4px;
`;

