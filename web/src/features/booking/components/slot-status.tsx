import { Ban, CalendarClock, CheckCircle2, Clock3 } from 'lucide-react';
import styled from 'styled-components';
import type { AgendaSlot } from '../agenda-days';
import { notBookableLabel, type NotBookable } from '../bookable';
import { cuposLabel } from '../booking-dates';
import { cancelledLabel } from '../calendar-labels';
import { FULL_LABEL, JOIN_LABEL, ordinal, positionLabel } from '../waitlist-labels';

/**
 * What a class is for the viewer: their booking, their place in line, a place offered to the list, full, open, not
 * bookable by them (and why), a timetable line (no package: places shown, nothing to tap), cancelled, or on a
 * closed day (the day says why, once).
 */
export type SlotKind = 'booked' | 'waiting' | 'offered' | 'full' | 'open' | 'blocked' | 'timetable' | 'cancelled' | 'closed';

export function kindOf(slot: AgendaSlot, blocked: NotBookable, dayClosed: boolean): SlotKind {
  if (dayClosed) return 'closed';
  if (slot.cancelada) return 'cancelled';
  if (slot.reserva_id !== null) return 'booked';
  if (blocked === 'no-package') return 'timetable';
  if (blocked) return slot.espera ? 'waiting' : 'blocked';
  if (slot.espera && slot.espera.lugar_ofrecido && slot.cupo_disponible > 0) return 'offered';
  if (slot.espera) return 'waiting';
  return slot.cupo_disponible > 0 ? 'open' : 'full';
}

/** Nothing happens on a tap: the reason is on the class (or the day, or the package notice above). */
export const isInert = (kind: SlotKind) => kind === 'blocked' || kind === 'timetable' || kind === 'cancelled' || kind === 'closed';

const placesLabel = (slot: AgendaSlot) => (slot.cupo_disponible > 0 ? cuposLabel(slot.cupo_disponible) : FULL_LABEL);

export function accessibleName(slot: AgendaSlot, kind: SlotKind, blocked: NotBookable): string {
  const what = `${slot.hora} ${slot.disciplina}`;
  switch (kind) {
    case 'booked':
      return `${what}, ${slot.recupero ? 'reservado con recupero' : 'reservado'} (cancelar)`;
    case 'waiting':
      return `${what}, en lista de espera, ${ordinal(slot.espera!.posicion)} (salir de la lista)`;
    case 'offered':
      return `${what}, se liberó un lugar (reservar)`;
    case 'full':
      return `${what}, completo (unirme a la lista de espera)`;
    case 'open':
      return `${what}, ${cuposLabel(slot.cupo_disponible)}`;
    case 'blocked':
      return `${what}, ${notBookableLabel(blocked ?? 'no-credits', slot).toLowerCase()}`;
    case 'timetable':
      return `${what}, ${placesLabel(slot).toLowerCase()}, ${notBookableLabel('no-package', slot).toLowerCase()}`;
    case 'cancelled':
      return `${what}, ${cancelledLabel(slot.cancelada!).toLowerCase()}`;
    case 'closed':
      return `${what}, estudio cerrado`;
  }
}

export function StatusLine({ slot, kind, blocked }: { slot: AgendaSlot; kind: SlotKind; blocked: NotBookable }) {
  switch (kind) {
    case 'booked':
      // A make-up she booked says so in as few words as Reservado: the day card has no room for both.
      return (
        <>
          <CheckCircle2 size={15} aria-hidden="true" /> {slot.recupero ? 'Recupero' : 'Reservado'}
        </>
      );
    case 'waiting':
      return (
        <>
          <Clock3 size={15} aria-hidden="true" />
          <span>{positionLabel(slot.espera!.posicion)}</span>
        </>
      );
    case 'offered':
      return <>¡Se liberó un lugar! Reserva ya</>;
    case 'full':
      return (
        <span>
          {FULL_LABEL} · <JoinText>{JOIN_LABEL}</JoinText>
        </span>
      );
    case 'open':
      return <>{cuposLabel(slot.cupo_disponible)}</>;
    case 'timetable':
      return <>{placesLabel(slot)}</>;
    case 'blocked':
      return blocked === 'not-open-yet' ? (
        <>
          <CalendarClock size={15} aria-hidden="true" />
          <span>{notBookableLabel(blocked, slot)}</span>
        </>
      ) : (
        <>{notBookableLabel(blocked ?? 'no-credits', slot)}</>
      );
    case 'cancelled':
      return (
        <>
          <Ban size={15} aria-hidden="true" />
          <span>{cancelledLabel(slot.cancelada!)}</span>
        </>
      );
    case 'closed':
      return null;
  }
}

/** The call to action of a full class, in the accent color so it reads as something to tap. */
const JoinText = styled.span`
  color: ${({ theme }) => theme.colors.accentText};
`;
