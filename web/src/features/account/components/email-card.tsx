import { MailCheck } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { errorDetail } from '../../../lib/api-client';
import { useEmailStatus, useResendVerification } from '../api/email-status';
import { Actions, Muted } from './change-password-card';

/** Her sign-in email and whether it is confirmed. Unconfirmed is no lock: everything works, the card only suggests it. */
export function EmailCard() {
  const status = useEmailStatus();
  const resend = useResendVerification();
  if (!status.data) return null;
  const { email, verified } = status.data;
  return (
    <Card aria-labelledby="email-cuenta">
      <CardHeader>
        <CardTitle id="email-cuenta">
          <CardIcon>
            <MailCheck size={20} aria-hidden="true" />
          </CardIcon>
          Email
        </CardTitle>
        <Badge $verified={verified}>{verified ? 'Confirmado' : 'Sin confirmar'}</Badge>
      </CardHeader>
      {verified ? (
        <Muted>{email} es tuyo: si olvidas tu contraseña, te enviamos ahí el enlace para crear una nueva.</Muted>
      ) : (
        <>
          <Muted>
            Te enviamos un enlace a {email} para confirmarlo. Puedes seguir usando Pulso igual; confirmarlo sirve para que recibas el enlace si algún día olvidas tu contraseña.
          </Muted>
          {resend.isSuccess && <Sent role="status">Te enviamos un enlace nuevo. Revisa también la carpeta de spam.</Sent>}
          {resend.isError && <Problem role="alert">{errorDetail(resend.error)}</Problem>}
          <Actions>
            <Button $variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
              {resend.isPending ? 'Enviando...' : 'Enviarme otro enlace'}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}

const Badge = styled.span<{ $verified: boolean }>`
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 650;
  white-space: nowrap;
  background: ${({ theme, $verified }) => ($verified ? theme.colors.accentSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $verified }) => ($verified ? theme.colors.accentStrong : theme.colors.textMuted)};
`;

const Sent = styled.p`
  font-weight: 600;
`;

const Problem = styled.p`
  color: #a21c1c;
  font-weight: 600;
`;
