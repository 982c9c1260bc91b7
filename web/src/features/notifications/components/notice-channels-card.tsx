import { BellRing, Mail } from 'lucide-react';
import styled from 'styled-components';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { StackList } from '../../../components/stack-list';
import { errorDetail } from '../../../lib/api-client';
import { useChooseNoticeChannels, useNoticeChannels, type NoticeChannels, type NoticeChannelsEntry } from '../api/notice-channels';

/**
 * Cuenta's "Avisos": for each kind of notice, whether it comes as a notification, by email, both or neither. Until she
 * chooses, a kind goes by notification where a device of hers accepts them, by email otherwise; the card says so.
 */
export function NoticeChannelsCard() {
  const channels = useNoticeChannels();
  const choose = useChooseNoticeChannels();
  if (!channels.data) return null;
  const { email, push, notices } = channels.data;
  const toggle = (n: NoticeChannelsEntry, channel: 'push' | 'email') =>
    choose.mutate({ notice: n.id, push: channel === 'push' ? !n.push : n.push, email: channel === 'email' ? !n.email : n.email });
  return (
    <Card aria-labelledby="avisos-cuenta">
      <CardHeader>
        <CardTitle id="avisos-cuenta">
          <CardIcon>
            <BellRing size={20} aria-hidden="true" />
          </CardIcon>
          Avisos
        </CardTitle>
      </CardHeader>
      <Muted>{reachText(email, push)}</Muted>
      {choose.isError && <Problem role="alert">{errorDetail(choose.error)}</Problem>}
      <List>
        {notices.map((n) => (
          <Row key={n.id}>
            <Text>
              <Label id={`aviso-${n.id}`}>{n.label}</Label>
              <Hint>{n.hint}</Hint>
            </Text>
            <Toggles role="group" aria-labelledby={`aviso-${n.id}`}>
              <Toggle type="button" aria-pressed={n.push} $on={n.push} onClick={() => toggle(n, 'push')} disabled={choose.isPending}>
                <BellRing size={16} aria-hidden="true" /> Notificación
              </Toggle>
              <Toggle type="button" aria-pressed={n.email} $on={n.email} onClick={() => toggle(n, 'email')} disabled={choose.isPending || (!email.available && !n.email)}>
                <Mail size={16} aria-hidden="true" /> Correo
              </Toggle>
            </Toggles>
          </Row>
        ))}
      </List>
    </Card>
  );
}

/** What can reach her now, said before it matters: no device means notifications go nowhere. */
function reachText(email: NoticeChannels['email'], push: NoticeChannels['push']): string {
  const reachable = push.enabled && push.devices > 0;
  const devices = !push.enabled ? 'Desactivaste las notificaciones' : reachable ? 'Tus equipos reciben notificaciones' : 'Ningún equipo tuyo recibe notificaciones';
  if (!email.available) return `${devices}. El estudio todavía no envía correos.`;
  return reachable
    ? `${devices}: mientras no elijas otra cosa, te avisamos por ahí. Los correos van a ${email.address}.`
    : `${devices}: mientras no elijas otra cosa, te avisamos por correo a ${email.address}.`;
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  color: #a21c1c;
  font-weight: 600;
`;

const List = styled(StackList)`
  gap: 0;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.span`
  font-weight: 650;
`;

const Hint = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toggles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  max-width: 360px;
`;

const Toggle = styled.button<{ $on: boolean }>`
  min-height: 44px;
  padding: 0 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.accentStrong : theme.colors.border)};
  background: ${({ $on, theme }) => ($on ? theme.colors.accentSoft : theme.colors.surface)};
  color: ${({ $on, theme }) => ($on ? theme.colors.accentText : theme.colors.textMuted)};
  font-weight: 650;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;
