import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
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
      <Field>
        Desde
        <DateInput type="date" value={draft.desde} onChange={(e) => edit({ ...draft, desde: e.target.value })} />
      </Field>
      <Field>
        Hasta
        <DateInput type="date" value={draft.hasta} onChange={(e) => edit({ ...draft, hasta: e.target.value })} />
      </Field>
      <Presets>
        {presets.map(([label, range]) => {
          const active = range.desde === value.desde && range.hasta === value.hasta;
          return (
            <Button key={label} type="button" $variant={active ? 'primary' : 'secondary'} aria-pressed={active} onClick={() => edit(range)}>
              {label}
            </Button>
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

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 650;
  font-size: 0.95rem;
  flex: 1 1 140px;
  max-width: 220px;
`;

const DateInput = styled.input`
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 500;
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Problem = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
