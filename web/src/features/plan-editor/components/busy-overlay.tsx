import styled from 'styled-components';
import { Spinner } from '../../../components/spinner';

/** docs/product.md §2: a full-screen spinner blocks input while an editor operation runs. */
export function BusyOverlay() {
  return (
    <Overlay data-testid="editor-busy" aria-busy="true">
      <Spinner $size={44} />
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  display: grid;
  place-items: center;
  background: rgba(244, 245, 247, 0.6);
  color: ${({ theme }) => theme.colors.accentStrong};
  cursor: progress;
`;
