import { useState } from 'react';
import styled from 'styled-components';
import { lastDays, monthRange, rangeProblem, type Range } from '../report-format';

/** Desde / Hasta dates plus quick ranges; a range the server would refuse is explained, not sent. */
export function RangePicker({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const [draft, setDraft] = useState<Range>(value);
  const problem = rangeProblem(draft);
  const edit = (next: Range) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  const presets: [string, Range][] = [
    ['Este mes', monthRange(new Date())],
    ['Mes pasado', monthRange(new Date(), -1)],
    ['Últimos 30 días', lastDays(new Date(), 30)],
  ];
  return (
    <Bar aria-label="Período">
      <Dates>
      <Field>
        Desde
        <DateInput type="date" value={draft.desde} onChange={(e) => edit({ ...draft, desde: e.target.value })} />
      </Field>
      <Field>
        Hasta
        <DateInput type="date" value={draft.hasta} onChange={(e) => edit({ ...draft, hasta: e.target.value })} />
      </Field>
      </Dates>
      <Presets>
        {presets.map(([label, range]) => {
          const active = range.desde === value.desde && range.hasta === value.hasta;
          return (
            <Preset key={label} type="button" aria-pressed={active} onClick={() => edit(range)}>
              {label}
            </Preset>
          );
        })}
      </Presets>
      {problem && <Problem role="alert">{problem}</Problem>}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 200px));
  gap: 12px;
  flex: 1 1 100%;
  @media (min-width: 768px) {
    flex: 0 1 auto;
  }
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 650;
  font-size: 0.95rem;
  min-width: 0;
`;

const DateInput = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 500;
`;

// Three equal buttons on a phone's row; side by side after the dates on wider screens.
const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  flex: 1 1 100%;
  @media (min-width: 768px) {
    display: flex;
    flex: 0 1 auto;
  }
`;

const Preset = styled.button`
  min-height: 44px;
  padding: 0 11px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 650;
  line-height: 1.2;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  &:hover:not([aria-pressed='true']) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Problem = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
