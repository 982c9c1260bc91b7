import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { memberSearchQuery, useStaffBooking } from '../api/console-api';
import type { ConsoleClass, MemberMatch } from '../api/types';

/**
 * "Anotar socio": find a member and book them into the class, or add them as a walk-in (came without booking:
 * checked in at once, even over capacity), taking a credit or not, always with a reason.
 */
export function AddMemberDialog({ clase, onClose }: { clase: ConsoleClass; onClose: () => void }) {
  const [texto, setTexto] = useState('');
  const [member, setMember] = useState<MemberMatch | null>(null);
  const [walkIn, setWalkIn] = useState(clase.estado === 'en_curso');
  const [credit, setCredit] = useState(true);
  const [motivo, setMotivo] = useState('');
  const search = useQuery(memberSearchQuery(texto.trim()));
  const book = useStaffBooking();

  const submit = async () => {
    if (!member) return;
    await book.mutateAsync({ horario_id: clase.horario_id, fecha: clase.fecha, clerk_user_id: member.clerk_user_id, sin_reserva: walkIn, descontar_credito: credit, motivo: motivo.trim() });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Anotar en ${clase.disciplina} ${clase.hora}`}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          submit().catch(() => undefined); // the error shows below
        }}
      >
        {member ? (
          <Chosen>
            <span>
              <strong>{member.nombre}</strong> · {member.email}
            </span>
            <ChangeButton type="button" $variant="ghost" onClick={() => setMember(null)}>
              Cambiar
            </ChangeButton>
          </Chosen>
        ) : (
          <>
            <TextField label="Buscar socio" placeholder="Nombre o email" value={texto} onChange={(e) => setTexto(e.target.value)} autoFocus />
            {search.data && search.data.length === 0 && <Muted>No encontramos socios con ese nombre.</Muted>}
            {search.data && search.data.length > 0 && (
              <Matches aria-label="Socios encontrados">
                {search.data.map((m) => (
                  <li key={m.clerk_user_id}>
                    <Button type="button" $variant="secondary" $block onClick={() => setMember(m)}>
                      {m.nombre}
                    </Button>
                  </li>
                ))}
              </Matches>
            )}
          </>
        )}
        <Choice>
          <input type="checkbox" checked={walkIn} onChange={(e) => setWalkIn(e.target.checked)} />
          Vino sin reservar (queda presente; puede superar el cupo)
        </Choice>
        <Choice>
          <input type="checkbox" checked={credit} onChange={(e) => setCredit(e.target.checked)} />
          Descontar un crédito
        </Choice>
        <TextField label="Motivo" placeholder="Por ejemplo: clase de prueba" value={motivo} onChange={(e) => setMotivo(e.target.value)} maxLength={200} required />
        {book.isError && <ErrorText role="alert">{errorDetail(book.error)}</ErrorText>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Volver
          </Button>
          <Button type="submit" disabled={!member || !motivo.trim() || book.isPending}>
            Anotar
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Chosen = styled.div`
  display: flex;
  & > span { min-width: 0; }
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  overflow-wrap: anywhere;
`;

const ChangeButton = styled(Button)`
  flex: 0 0 auto;
  white-space: nowrap;
`;

const Matches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-height: 220px;
  overflow-y: auto;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  input { width: 20px; height: 20px; flex: 0 0 auto; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
