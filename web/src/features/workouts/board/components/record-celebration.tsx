import { Trophy } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { liveRecordText, type LiveRecord } from '../board-records';
import { board, headingType } from './board.styles';

/** The records that just arrived, big over the board for a few seconds (use-live-records.ts times them). */
export function RecordCelebration({ records }: { records: readonly LiveRecord[] }) {
  return (
    <Live role="status" aria-live="polite">
      {records.length > 0 && (
        <Banner>
          <Trophy size="1em" aria-hidden="true" />
          <div>
            {records.map((r) => (
              <p key={`${r.clerkUserId}/${r.ejercicio}`}>{liveRecordText(r)}</p>
            ))}
          </div>
        </Banner>
      )}
    </Live>
  );
}

const pop = keyframes`
  from { opacity: 0; transform: translateY(-12px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const Live = styled.div`
  position: fixed;
  z-index: 50;
  top: clamp(12px, 3vw, 48px);
  left: 50%;
  transform: translateX(-50%);
  width: min(1100px, calc(100vw - 24px));
  pointer-events: none;
`;

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5em;
  padding: 0.5em 0.8em;
  border-radius: 18px;
  border: 3px solid ${board.record};
  background: ${board.recordBackground};
  color: ${board.record};
  box-shadow: 0 12px 48px rgba(0, 0, 0, 0.6);
  font-size: ${headingType};
  font-weight: 850;
  line-height: 1.15;
  animation: ${pop} 0.3s ease-out;
  svg { flex: none; }
`;
