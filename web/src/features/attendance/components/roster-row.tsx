import { Check, ChevronRight, Phone } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import type { EmergencyContact } from '../api/class-health';
import type { RosterEntry } from '../api/types';

export interface RosterRowProps {
  entry: RosterEntry;
  /** Check-in is off: the class will not take place, or it ended and she was marked. */
  checkInOff: boolean;
  /** The class has not started and is on: staff may cancel her booking. */
  cancellable: boolean;
  withoutStatement: boolean;
  /** Her monthly fee owed (admins only see it). */
  fee?: 'debe' | 'en_mora';
  /** Whom to call in an emergency, from her health statement (the console is staff's only). */
  emergency: EmergencyContact | undefined;
  whatsapp: { phone: string; message: string } | undefined;
  onToggle(): void;
  onCancel(): void;
}

// A number as typed on the statement ("11 5555-1234"): digits and a leading + are what a dialer takes.
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** One booked member: one tap to check her in, her tags, WhatsApp, Cancelar, and her emergency contact on request. */
export function RosterRow({ entry: r, checkInOff, cancellable, withoutStatement, fee, emergency, whatsapp, onToggle, onCancel }: RosterRowProps) {
  const present = r.asistencia === 'presente';
  return (
    <Row>
      <CheckButton
        type="button"
        $on={present}
        aria-pressed={present}
        aria-label={`${r.nombre}: ${present ? 'presente' : 'marcar presente'}`}
        onClick={onToggle}
        disabled={checkInOff}
      >
        <Box aria-hidden="true">{present && <Check size={18} />}</Box>
        <Who>
          <strong>{r.nombre}</strong>
          <Tags>
            {r.asistencia === 'ausente' && <Tag $tone="danger">Ausente</Tag>}
            {r.sin_reserva && <Tag>Sin reserva</Tag>}
            {r.sin_credito && <Tag>Sin crédito</Tag>}
            {withoutStatement && <Tag $tone="danger">Sin declaración de salud</Tag>}
            {fee === 'en_mora' && <Tag $tone="danger">Cuota en mora</Tag>}
            {fee === 'debe' && <Tag>Debe cuota</Tag>}
          </Tags>
        </Who>
      </CheckButton>
      {whatsapp && <WhatsAppLink phone={whatsapp.phone} name={r.nombre} message={whatsapp.message} />}
      {cancellable && (
        <CancelButton $variant="ghost" onClick={onCancel} aria-label={`Cancelar turno de ${r.nombre}`}>
          Cancelar
        </CancelButton>
      )}
      {emergency && (
        <Details>
          <summary>
            <ChevronRight size={16} aria-hidden="true" />
            Contacto de emergencia
          </summary>
          <Call href={telHref(emergency.telefono)} aria-label={`Llamar a ${emergency.nombre}, contacto de emergencia de ${r.nombre}`}>
            <Phone size={18} aria-hidden="true" />
            <span>
              {emergency.nombre} · <PhoneNumber>{emergency.telefono}</PhoneNumber>
            </span>
          </Call>
        </Details>
      )}
    </Row>
  );
}

// The name's button takes the whole line on a phone; WhatsApp and Cancelar wrap under it rather than squeeze it.
export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const CheckButton = styled.button<{ $on: boolean }>`
  flex: 1 1 220px;
  min-width: 0;
  min-height: 56px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? '#e8f5ec' : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled { cursor: default; }
`;

const Box = styled.span`
  flex: 0 0 28px;
  height: 28px;
  display: grid;
  place-items: center;
  border-radius: 8px;
  border: 2px solid currentColor;
  color: ${({ theme }) => theme.colors.success};
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Tag = styled.span<{ $tone?: 'danger' }>`
  font-size: 0.78rem;
  font-weight: 650;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
`;

const CancelButton = styled(Button)`
  flex: 0 0 auto;
  padding: 0 10px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Under the row, closed until asked: whom to call is there in a tap, never in everyone's view of the roster.
const Details = styled.details`
  flex: 1 0 100%;
  font-size: 0.9rem;

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 4px;
    padding: 0 8px;
    cursor: pointer;
    font-weight: 650;
    color: ${({ theme }) => theme.colors.textMuted};
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary svg { transition: transform 0.15s; }
  &[open] summary svg { transform: rotate(90deg); }
`;

const PhoneNumber = styled.span`
  white-space: nowrap;
`;

const Call = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 14px;
  margin: 0 12px 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 650;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;
