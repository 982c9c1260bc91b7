import styled from 'styled-components';
import { countPill } from '../../../components/count-pill';
import type { NavBadge as Badge } from '../nav-links';

// More than 9 reads as "9+": a phone tab's icon has room for two figures, and the exact count is in the label.
const shown = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The count beside a nav entry. Read aloud by its label ("3 comentarios nuevos"), not the figure; `corner` sits it
 * on the icon's top right (the dock has no room for text), else it follows the entry's label (the sidebar).
 */
export function NavBadge({ badge, id, corner = false }: { badge: Badge; id?: string; corner?: boolean }) {
  return (
    <Pill id={id} role="img" aria-label={badge.label} title={badge.label} $corner={corner}>
      {shown(badge.count)}
    </Pill>
  );
}

const Pill = styled.span<{ $corner: boolean }>`
  ${countPill}
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  font-size: 0.75rem;
  font-weight: 800;
  line-height: 1;
  ${({ $corner }) =>
    $corner
      ? `position: absolute; top: -5px; right: -5px; min-width: 18px; height: 18px; padding: 0 4px; font-size: 0.7rem;
         box-shadow: 0 0 0 2px rgb(17, 19, 24); pointer-events: none;`
      : 'margin-left: auto;'}
`;
