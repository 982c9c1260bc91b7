import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { phonesQuery } from '../../../api/membership/phones';
import { StackList } from '../../../components/stack-list';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { whatsappMessages } from '../../../lib/whatsapp-messages';
import type { ConsoleClass } from '../api/types';

/**
 * A class the studio cancelled, moved or closed has no roster: these are the members its cancellation took off it,
 * each with a WhatsApp link that tells her (the app's push and email have told her too; many answer a message
 * sooner). A member without a phone on file shows her name alone.
 */
export function CancelledRoster({ clase }: { clase: ConsoleClass }) {
  const gone = clase.turnos_cancelados ?? [];
  const phones = useQuery(phonesQuery(gone.map((g) => g.clerk_user_id))).data;
  if (gone.length === 0) return null;
  return (
    <section aria-label="Turnos cancelados">
      <SubTitle>Turnos cancelados ({gone.length})</SubTitle>
      <Hint>Avísales por WhatsApp que la clase no va.</Hint>
      <StackList>
        {gone.map((g) => {
          const phone = phones?.get(g.clerk_user_id);
          return (
            <Row key={g.id}>
              <strong>{g.nombre}</strong>
              {phone ? (
                <WhatsAppLink phone={phone} name={g.nombre} message={whatsappMessages.classCancelled(g.nombre.split(' ')[0] ?? g.nombre, clase)} />
              ) : (
                <Hint as="span">Sin celular</Hint>
              )}
            </Row>
          );
        })}
      </StackList>
    </section>
  );
}

const SubTitle = styled.h4`
  font-size: 0.95rem;
  font-weight: 700;
`;

const Hint = styled.p`
  margin-bottom: 6px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  overflow-wrap: anywhere;
`;
