import { useState } from 'react';
import styled from 'styled-components';
import { argentineMobile } from '../../../../../contract/phone';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { weekdayDate } from '../../../lib/calendar-date';
import type { PublicClass, PublicSchedule } from '../api/public-schedule';

type Contact = { nombre: string; email?: string; telefono?: string };

interface TrialDialogProps {
  clase: PublicClass;
  confirmation: PublicSchedule['prueba_confirmacion'];
  sending: boolean;
  done: { confirmada: boolean; nombre: string } | null;
  failure: string | null;
  onSubmit: (contact: Contact) => void;
  onClose: () => void;
}

/** The trial class form: the rules first (one per person, who confirms), then name and an email or WhatsApp. */
export function TrialDialog({ clase, confirmation, sending, done, failure, onSubmit, onClose }: TrialDialogProps) {
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [telefono, setTelefono] = useState('');
  const [touched, setTouched] = useState(false);
  const when = `${weekdayDate(clase.fecha)} a las ${clase.hora}`;
  const phoneError = touched && telefono.trim() !== '' && !argentineMobile(telefono) ? 'Escribe un celular de Argentina con característica, por ejemplo 11 5555-1234.' : undefined;
  const contactError = touched && email.trim() === '' && telefono.trim() === '' ? 'Déjanos un email o un WhatsApp.' : undefined;

  const submit = () => {
    setTouched(true);
    if (nombre.trim() === '' || (email.trim() === '' && telefono.trim() === '') || (telefono.trim() !== '' && !argentineMobile(telefono))) return;
    onSubmit({ nombre, ...(email.trim() ? { email } : {}), ...(telefono.trim() ? { telefono } : {}) });
  };

  if (done) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={done.confirmada ? '¡Listo, te esperamos!' : '¡Recibimos tu pedido!'}>
        <p>
          {done.confirmada
            ? `${done.nombre.trim()}, tu clase de prueba de ${clase.disciplina} es el ${when}. Llega unos minutos antes.`
            : `${done.nombre.trim()}, el estudio va a confirmar tu clase de prueba de ${clase.disciplina} del ${when} y te avisa.`}
        </p>
        <DialogActions>
          <Button onClick={onClose}>Entendido</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Reservar clase de prueba" description={`${clase.disciplina}, ${when}`}>
      <Rules>
        <li>Es una clase de prueba por persona, gratis.</li>
        <li>{confirmation === 'automatica' ? 'Tu lugar queda reservado al instante.' : 'El estudio confirma tu lugar y te avisa.'}</li>
      </Rules>
      <form onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
        <Fields>
          <TextField label="Nombre y apellido" value={nombre} maxLength={120} autoComplete="name" onChange={(e) => setNombre(e.target.value)} error={touched && nombre.trim() === '' ? 'Escribe tu nombre.' : undefined} />
          <TextField label="WhatsApp" type="tel" inputMode="tel" value={telefono} maxLength={40} autoComplete="tel" placeholder="11 5555-1234" onChange={(e) => setTelefono(e.target.value)} error={phoneError} />
          <TextField label="Email" type="email" value={email} maxLength={200} autoComplete="email" onChange={(e) => setEmail(e.target.value)} error={contactError} hint="Con uno de los dos alcanza." />
        </Fields>
        {failure && <Failure role="alert">{failure}</Failure>}
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={onClose}>Cancelar</Button>
          <Button type="submit" disabled={sending}>{sending ? 'Reservando...' : 'Reservar'}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const Rules = styled.ul`
  margin: 4px 0 12px 18px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const Fields = styled.div`
  display: grid;
  gap: 12px;
`;

const Failure = styled.p`
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
