import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useForgotPassword } from '../api/account-links';
import { useAuthMode } from '../session-context';
import { validateEmail } from '../sign-up-validation';
import { AuthPageLayout } from './auth-page-layout';
import { FormAlert, FormNotice } from './form-alert';

/** docs/product.md: the same answer whether or not the email has an account, so nobody learns who is a member. */
export const LINK_SENT = 'Si hay una cuenta con ese email, te enviamos un enlace para crear una contraseña nueva. Vence en una hora; si no llega, revisa la carpeta de spam.';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Clerk has its own "forgot password" on its sign-in screen.
  if (useAuthMode() !== 'local') return <Navigate to="/sign-in" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (!invalid) forgot.mutate(email.trim());
  };

  return (
    <AuthPageLayout
      title="¿Olvidaste tu contraseña?"
      subtitle="Escribe el email de tu cuenta y te enviamos un enlace para crear una nueva."
      footer={<Link to="/sign-in">Volver a Iniciar Sesión</Link>}
    >
      {forgot.isSuccess ? (
        <FormNotice>{LINK_SENT}</FormNotice>
      ) : (
        <FormStack onSubmit={submit} noValidate>
          <FormAlert message={forgot.isError ? errorDetail(forgot.error) : null} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} />
          <Button type="submit" $block $size="lg" disabled={forgot.isPending}>
            {forgot.isPending ? 'Enviando...' : 'Enviarme el enlace'}
          </Button>
        </FormStack>
      )}
    </AuthPageLayout>
  );
}
