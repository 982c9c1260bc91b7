import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import styled from 'styled-components';

/** Day cards side by side, swiped on a phone (scroll-snap) and paged with arrows on a desktop. */
type DayScrollerProps = {
  /** Shown left of the paging arrows (the member's credits). */
  header?: ReactNode;
  children: ReactNode;
};

export function DayScroller({ header, children }: DayScrollerProps) {
  const track = useRef<HTMLDivElement>(null);
  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <Wrapper>
      <Toolbar>
        {header}
        <Arrows>
          <ArrowButton aria-label="Días anteriores" onClick={() => page(-1)}>
            <ChevronLeft size={20} aria-hidden="true" />
          </ArrowButton>
          <ArrowButton aria-label="Días siguientes" onClick={() => page(1)}>
            <ChevronRight size={20} aria-hidden="true" />
          </ArrowButton>
        </Arrows>
      </Toolbar>
      <Track ref={track} role="region" aria-label="Días con turnos" tabIndex={0}>
        {children}
      </Track>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

const Track = styled.div`
  display: flex;
  /* Each card as tall as its own classes: a busy day must not stretch a quiet one into a blank column. */
  align-items: flex-start;
  gap: 14px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 16px;
  overscroll-behavior-x: contain;
  /* Bleed to the screen edges on a phone so the next card peeks in. */
  margin: 0 -16px;
  padding: 4px 16px 12px;
  &:focus-visible { outline-offset: -3px; }
  @media (min-width: 768px) {
    margin: 0;
    padding: 4px 2px 12px;
    scroll-padding-inline: 2px;
  }
`;

const Arrows = styled.div`
  display: none;
  @media (min-width: 768px) {
    display: flex;
    flex: none;
    margin-left: auto;
    gap: 8px;
  }
`;

const ArrowButton = styled.button.attrs({ type: 'button' })`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;
