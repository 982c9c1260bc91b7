import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail, isApiError } from '../../../lib/api-client';
import type { SignUpInput } from '../api/sign-up';
import { useSignUp } from '../api/sign-up';
import { useSession } from '../session-context';
import type { FieldErrors, SignUpField } from '../sign-up-validation';
import { PASSWORD_HINT, fieldForProblemCode, validateSignUp } from '../sign-up-validation';
import { AuthPageLayout } from './auth-page-layout';
import { FormAlert } from './form-alert';

const emptyForm: SignUpInput = { firstName: '', lastName: '', email: '', password: '' };

export function LocalSignUpPage() {
  const session = useSession();
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpInput>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (session.status === 'signed-in') return <Navigate to="/" replace />;

  const change = (field: SignUpField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const showServerError = (error: unknown) => {
    const field = isApiError(error) ? fieldForProblemCode(error.code) : null;
    if (field) setFieldErrors({ [field]: errorDetail(error) });
    else setFormError(errorDetail(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors = validateSignUp(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    signUp.mutate(
      { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() },
      { onError: showServerError },
    );
  };

  return (
    <AuthPageLayout
      title="Registrarse"
      subtitle="Crea tu cuenta para reservar turnos y seguir tus planificaciones."
      footer={
        <>
          ¿Ya tienes cuenta? <Link to="/sign-in">Iniciar Sesión</Link>
        </>
      }
    >
      <FormStack onSubmit={submit} noValidate>
        <FormAlert message={formError} />
        <TextField label="Nombre" autoComplete="given-name" value={values.firstName} onChange={change('firstName')} error={fieldErrors.firstName} />
        <TextField label="Apellido" autoComplete="family-name" value={values.lastName} onChange={change('lastName')} error={fieldErrors.lastName} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" value={values.email} onChange={change('email')} error={fieldErrors.email} />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          hint={PASSWORD_HINT}
          error={fieldErrors.password}
        />
        <Button type="submit" $block $size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </FormStack>
    </AuthPageLayout>
  );
}
