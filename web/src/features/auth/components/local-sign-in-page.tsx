import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';
import { useSession } from '../session-context';
import type { FieldErrors } from '../sign-up-validation';
import { dropEmpty, validateEmail } from '../sign-up-validation';
import { AuthPageLayout } from './auth-page-layout';
import { FormAlert } from './form-alert';

type SignInField = 'email' | 'password';

export function LocalSignInPage() {
  const session = useSession();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignInField>>({});

  if (session.status === 'signed-in') return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = dropEmpty<SignInField>({
      email: validateEmail(email),
      password: password ? undefined : 'Ingresa tu contraseña.',
    });
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <AuthPageLayout
      title="Iniciar Sesión"
      subtitle="Ingresa con tu email y contraseña."
      footer={
        <>
          ¿No tienes cuenta? <Link to="/sign-up">Registrarse</Link>
        </>
      }
    >
      <FormStack onSubmit={submit} noValidate>
        <FormAlert message={signIn.isError ? errorDetail(signIn.error) : null} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <ForgotLink to="/olvide-contrasena">¿Olvidaste tu contraseña?</ForgotLink>
        <Button type="submit" $block $size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? 'Ingresando...' : 'Iniciar Sesión'}
        </Button>
      </FormStack>
    </AuthPageLayout>
  );
}

// A 44 px target beside the field it helps with, before the button.
const ForgotLink = styled(Link)`
  align-self: flex-end;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: -8px;
  font-weight: 600;
`;
