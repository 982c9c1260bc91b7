import { Check, CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import styled from 'styled-components';
import { appOfflineSync } from '../../../lib/offline/app-offline-sync';
import { useSyncStatus } from '../../../lib/offline/use-sync-status';
import type { SyncStatus } from '../../../lib/offline/offline-sync';
import { syncedLabelEndsIn, syncLabel, type SyncLabel } from '../sync-label';

/**
 * The label on the current clock. The "Sincronizado" confirmation is brief: a timer renders again when it is due to
 * go (a status change renders by itself).
 */
function useLabel(status: SyncStatus): SyncLabel {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const now = Date.now();
  const endsIn = syncedLabelEndsIn(status, now);
  useEffect(() => {
    if (endsIn === null) return;
    const timer = setTimeout(rerender, endsIn + 50);
    return () => clearTimeout(timer);
  }, [endsIn]);
  return syncLabel(status, now);
}

const ICONS = { failed: TriangleAlert, pending: RefreshCw, offline: CloudOff, synced: Check } as const;

/** The offline queue in the shell: what waits to be sent, what was refused, when it last synced. */
export function SyncIndicator() {
  const status = useSyncStatus();
  const label = useLabel(status);
  return <div role="status">{label && (label.tone === 'failed' ? <FailedList label={label} /> : <Pill label={label} />)}</div>;
}

function Pill({ label }: { label: NonNullable<SyncLabel> }) {
  const Icon = ICONS[label.tone];
  return (
    <Badge $kind={label.tone}>
      <Icon size={16} aria-hidden="true" />
      {label.text}
    </Badge>
  );
}

/** Refused for good (e.g. the session was deleted): the member sees which and dismisses them. */
function FailedList({ label }: { label: NonNullable<SyncLabel> }) {
  const { failed } = useSyncStatus();
  return (
    <Details>
      <summary>
        <Pill label={label} />
      </summary>
      <Panel>
        <ul>
          {failed.map((command) => (
            <li key={command.seq}>
              <strong>{command.label || 'Registro'}</strong>
              {command.error?.detail ? `: ${command.error.detail}` : ''}
            </li>
          ))}
        </ul>
        <DismissButton type="button" onClick={() => void appOfflineSync().dismissFailed()}>
          Descartar
        </DismissButton>
      </Panel>
    </Details>
  );
}

const COLORS = {
  failed: { fg: '#b91c1c', bg: '#fdecec' },
  pending: { fg: '#92400e', bg: '#fef3c7' },
  offline: { fg: '#374151', bg: '#e5e7eb' },
  synced: { fg: '#15803d', bg: '#dcfce7' },
} as const;

const Badge = styled.span<{ $kind: keyof typeof COLORS }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 600;
  line-height: 1.25;
  color: ${({ $kind }) => COLORS[$kind].fg};
  background: ${({ $kind }) => COLORS[$kind].bg};
  svg { flex-shrink: 0; }
`;

const Details = styled.details`
  position: relative;
  summary { list-style: none; cursor: pointer; border-radius: ${({ theme }) => theme.radii.pill}; }
  summary::-webkit-details-marker { display: none; }
`;

const Panel = styled.div`
  position: absolute;
  z-index: 50;
  right: 0;
  top: calc(100% + 6px);
  width: min(300px, 80vw);
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.9rem;
  ul { margin: 0 0 10px; padding-left: 18px; }
  /* In the sidebar (it scrolls, so it clips): as wide as the pill's column, opening upwards. */
  @media (min-width: 768px) { left: 0; right: 0; width: auto; top: auto; bottom: calc(100% + 6px); }
`;

const DismissButton = styled.button`
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
`;
