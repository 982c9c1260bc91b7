import { Check } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { errorDetail } from '../../../lib/api-client';
import { useTrialAction } from '../api/trial-actions';
import type { ConsoleClass } from '../api/types';

/**
 * The class's trial classes, booked from the public schedule: each holds a place. Staff reach the visitor on
 * WhatsApp, confirm a trial that waits for the studio, cancel it (the place frees) or mark her present.
 */
export function TrialRoster({ clase, off }: { clase: ConsoleClass; off: boolean }) {
  const act = useTrialAction();
  const pruebas = clase.pruebas ?? [];
  if (pruebas.length === 0) return null;
  const upcoming = clase.estado === 'proxima' && !off;
  return (
    <section aria-label="Clases de prueba">
      {act.isError && <Alert role="alert">{errorDetail(act.error)}</Alert>}
      <List>
        {pruebas.map((p) => (
          <Row key={p.id}>
            <Who>
              <strong>{p.nombre}</strong>
              <Tag>Clase de prueba{p.estado === 'pendiente' ? ' · a confirmar' : ''}</Tag>
              {p.telefono && (
                <WhatsAppLink phone={p.telefono} name={p.nombre} message={`Hola ${p.nombre.split(' ')[0]}, te escribimos del estudio por tu clase de prueba de ${clase.disciplina} a las ${clase.hora}.`} />
              )}
            </Who>
            <Actions>
              {p.asistio ? (
                <Present><Check size={18} aria-hidden="true" /> Presente</Present>
              ) : (
                !off && (
                  <Button $variant="secondary" onClick={() => act.mutate({ action: 'checkIn', id: p.id, fecha: clase.fecha })} aria-label={`${p.nombre}: marcar presente`}>
                    Presente
                  </Button>
                )
              )}
              {upcoming && p.estado === 'pendiente' && <Button onClick={() => act.mutate({ action: 'confirmar', id: p.id, fecha: clase.fecha })}>Confirmar</Button>}
              {upcoming && !p.asistio && (
                <Button $variant="ghost" onClick={() => act.mutate({ action: 'cancelar', id: p.id, fecha: clase.fecha })} aria-label={`Cancelar clase de prueba de ${p.nombre}`}>
                  Cancelar
                </Button>
              )}
            </Actions>
          </Row>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 10px;
  border: 1.5px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
`;

const Tag = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Present = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
