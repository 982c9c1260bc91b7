import { CalendarDays, RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { errorDetail } from '../../../lib/api-client';
import { useMyMakeups } from '../api/my-makeups';
import { makeupLine, makeupRuleText, makeupsShown, monthUseText } from '../makeup-wording';

/**
 * /paquetes, under her package: her make-up rights (recuperos) with the last day of each, the month's use against the
 * studio's cap, and the way to the agenda to use one. Shown where the studio offers make-ups or while she holds one.
 */
export function MakeupsCard({ userId }: { userId: string }) {
  const mine = useMyMakeups(userId);
  if (mine.isError) return <Alert role="alert">Error cargando tus recuperos: {errorDetail(mine.error)}</Alert>;
  const m = mine.data;
  if (!m || !makeupsShown(m)) return null;
  const used = monthUseText(m);
  return (
    <Card aria-label="Recuperos disponibles">
      <CardHeader>
        <CardTitle>
          <CardIcon><RotateCcw size={20} aria-hidden="true" /></CardIcon>
          Recuperos disponibles
        </CardTitle>
      </CardHeader>
      {m.ajustes.activo && <Muted>{makeupRuleText(m)}</Muted>}
      {m.disponibles.length === 0 ? (
        <Muted>No tienes recuperos para usar.</Muted>
      ) : (
        <List aria-label="Tus recuperos">
          {m.disponibles.map((right) => (
            <Item key={right.id}>{makeupLine(right)}</Item>
          ))}
        </List>
      )}
      {used && <Used>{used}</Used>}
      {m.disponibles.length > 0 && (
        <div>
          <ButtonLink to="/turnos" $variant="secondary">
            <CalendarDays size={18} aria-hidden="true" />
            Recuperar una clase
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const Used = styled.p`
  font-weight: 600;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 500;
`;
