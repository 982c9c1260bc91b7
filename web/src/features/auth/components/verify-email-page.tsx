import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/account-links';
import { useAuthMode } from '../session-context';
import { AuthPageLayout } from './auth-page-layout';
import { FormAlert, FormNotice } from './form-alert';
import { useLinkToken } from './use-link-token';

/** The page the emailed verification link opens (/verificar-email#token=…): it confirms at once, signed in or not. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const verify = useVerifyEmail();
  const local = useAuthMode() === 'local';
  const sent = useRef(false);
  useEffect(() => {
    if (!local || !token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [local, token, verify]);
  if (!local) return <Navigate to="/sign-in" replace />;

  return (
    <AuthPageLayout title="Confirma tu email">
      {verify.isSuccess ? (
        <FormNotice>Listo: tu email quedó confirmado. Si algún día olvidas tu contraseña, te enviaremos el enlace ahí.</FormNotice>
      ) : verify.isError || !token ? (
        <FormAlert message={token ? errorDetail(verify.error) : 'Este enlace está incompleto. Ábrelo de nuevo desde el correo.'} />
      ) : (
        <Waiting>
          <Spinner $size={18} /> Confirmando tu email...
        </Waiting>
      )}
      <ButtonLink to="/" $block $size="lg" $variant={verify.isSuccess ? 'primary' : 'secondary'}>
        Ir a Pulso
      </ButtonLink>
    </AuthPageLayout>
  );
}

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
