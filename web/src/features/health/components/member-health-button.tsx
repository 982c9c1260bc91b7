import { useQuery } from '@tanstack/react-query';
import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { instantDayTime } from '../../../lib/calendar-date';
import { healthFileQuery } from '../api/health-statement';
import { Alert, Muted } from './form-parts';
import { expiryText } from './statement-standing';

const STATE: Record<string, string> = { vigente: 'Vigente', vence_pronto: 'Vence pronto', vencida: 'Vencida', falta: 'Sin declaración' };

/** In a member's card (Usuarios, admins): her sworn health statement and the terms versions she accepted. */
export function MemberHealthButton({ user }: { user: { clerkUserId: string; nombre: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="ghost" onClick={() => setOpen(true)}>
        <HeartPulse size={16} aria-hidden="true" /> Salud y términos
      </Button>
      {open && <MemberHealthDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

function MemberHealthDialog({ user, onClose }: { user: { clerkUserId: string; nombre: string }; onClose: () => void }) {
  const file = useQuery(healthFileQuery(user.clerkUserId));
  const d = file.data?.declaracion;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Salud y términos" description={user.nombre}>
      {file.isPending && <p role="status">Cargando...</p>}
      {file.isError && <Alert role="alert">Error cargando datos: {errorDetail(file.error)}</Alert>}
      {file.data && (
        <Sections>
          <section aria-label="Declaración jurada de salud">
            <h3>Declaración jurada de salud: {STATE[file.data.estado]}</h3>
            {d ? (
              <>
                <Muted>Firmada el {expiryText(d.firmada)} · vence el {expiryText(d.vence)}{d.tutor ? ` · firmó ${d.tutor.nombre} (DNI ${d.tutor.dni})` : ''}</Muted>
                <ul>
                  {d.respuestas.filter((r) => r.si).map((r) => <li key={r.id}>Sí: {r.pregunta}</li>)}
                  {d.respuestas.every((r) => !r.si) && <li>Respondió que no a todas las preguntas.</li>}
                </ul>
                {d.condicion && <p>Condición: {d.condicion}</p>}
                <p>Emergencias: {d.contacto_emergencia.nombre} · {d.contacto_emergencia.telefono}</p>
                {d.certificado_url && <a href={d.certificado_url} target="_blank" rel="noreferrer">Ver certificado médico</a>}
              </>
            ) : (
              <Muted>Todavía no completó su declaración.</Muted>
            )}
          </section>
          <section aria-label="Términos aceptados">
            <h3>Términos aceptados</h3>
            {file.data.aceptaciones.length === 0 ? (
              <Muted>No aceptó ninguna versión.</Muted>
            ) : (
              <ul>
                {file.data.aceptaciones.map((a) => <li key={a.version}>Versión {a.version}, el {instantDayTime(a.aceptado)}</li>)}
              </ul>
            )}
          </section>
        </Sections>
      )}
    </Dialog>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 16px;
  h3 { font-size: 1rem; margin-bottom: 4px; }
  ul { padding-left: 18px; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 650;
  }
`;
