import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { useMembersToContact } from '../api/get-members-to-contact';
import { countOf } from '../../../lib/plural';

const socios = (n: number) => countOf(n, 'socio', 'socios');

/**
 * "Socios para contactar": today's counts of the members with a package who stopped coming and of the packages
 * ending this week, each opening its list in Usuarios. The date range below does not apply: these are as of now.
 */
export function MembersToContact() {
  const counts = useMembersToContact();
  if (!counts.data) return null;
  const { sinVenir, venceSemana } = counts.data;
  return (
    <Card aria-labelledby="para-contactar">
      <CardHeader>
        <CardTitle id="para-contactar">Socios para contactar</CardTitle>
      </CardHeader>
      <Tiles>
        <Tile to="/admin/usuarios?estado=sin_venir">
          <Value>{socios(sinVenir)}</Value>
          <Label $alert={sinVenir > 0}>Sin venir hace 2 semanas</Label>
          <Detail>Tienen paquete activo y ninguna clase reservada.</Detail>
        </Tile>
        <Tile to="/admin/usuarios?estado=vence_semana">
          <Value>{socios(venceSemana)}</Value>
          <Label $alert={venceSemana > 0}>Su paquete vence esta semana</Label>
          <Detail>Recuérdales renovarlo a tiempo.</Detail>
        </Tile>
      </Tiles>
    </Card>
  );
}

// Side by side on a phone too, as the figures below: the card stays short above them.
const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.accentStrong}; }
`;

const Value = styled.strong`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

// The accent only when someone is on the list: "0 socios" is good news, not an alarm.
const Label = styled.span<{ $alert: boolean }>`
  font-weight: 700;
  color: ${({ theme, $alert }) => ($alert ? theme.colors.accentText : theme.colors.text)};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;
