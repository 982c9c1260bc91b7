import styled from 'styled-components';

type Option<V extends string> = { value: V; label: string };

/** A segmented control: one of a few modes, each a toggle button with aria-pressed. */
export function ModeSwitch<V extends string, O extends Option<V>>({ label, options, value, onChange }: { label: string; options: readonly O[]; value: V; onChange: (option: O) => void }) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((o) => (
        <Segment key={o.value} type="button" aria-pressed={o.value === value} onClick={() => onChange(o)}>
          {o.label}
        </Segment>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  @media (min-width: 768px) {
    align-self: flex-start;
  }
`;

const Segment = styled.button`
  flex: 1;
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1rem;
  font-weight: 650;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: 0 1px 3px rgba(17, 19, 24, 0.12);
  }
`;
