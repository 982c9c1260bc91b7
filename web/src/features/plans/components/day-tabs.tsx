import styled from 'styled-components';

type Tab = { id: number; nombre: string };

/** A row of tabs (days of a week); scrolls sideways on phones. */
export function Tabs({ label, tabs, selectedId, onSelect }: { label: string; tabs: Tab[]; selectedId: number | null; onSelect: (id: number) => void }) {
  return (
    <TabList role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <TabButton key={tab.id} role="tab" type="button" aria-selected={tab.id === selectedId} onClick={() => onSelect(tab.id)}>
          {tab.nombre}
        </TabButton>
      ))}
    </TabList>
  );
}

const TabList = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding-bottom: 4px;
`;

const TabButton = styled.button`
  flex-shrink: 0;
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 650;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;
