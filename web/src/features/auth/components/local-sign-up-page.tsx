import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { termsQuery } from '../../../api/health/terms';
import { Button } from '../../../components/button';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail, isApiError } from '../../../lib/api-client';
import type { SignUpInput } from '../api/sign-up';
import { useSignUp } from '../api/sign-up';
import { useSession } from '../session-context';
import type { FieldErrors, SignUpField } from '../sign-up-validation';
import { PASSWORD_HINT, fieldErrorsAfter, fieldForProblemCode, validateSignUp } from '../sign-up-validation';
import { AuthPageLayout } from './auth-page-layout';
import { FormAlert } from './form-alert';
import { TermsConsent } from './terms-consent';

const emptyForm: SignUpInput = { firstName: '', lastName: '', email: '', password: '' };

export function LocalSignUpPage() {
  const session = useSession();
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpInput>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The studio's current terms, when it wrote any: her checkbox accepts that version.
  const termsVersion = useQuery(termsQuery()).data?.version ?? null;
  const [termsAccepted, setTermsAccepted] = useState(false);

  if (session.status === 'signed-in') return <Navigate to="/" replace />;

  // Each field's error follows its value: it clears as soon as the value is valid (sign-up-validation.ts).
  const fieldProps = (name: SignUpField) => ({
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      setFieldErrors((errors) => fieldErrorsAfter('change', name, next, errors));
    },
    onBlur: () => setFieldErrors((errors) => fieldErrorsAfter('blur', name, values, errors)),
  });

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
    if (termsVersion !== null && !termsAccepted) return setFormError('Para crear tu cuenta acepta los términos del estudio.');
    signUp.mutate(
      { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), termsVersion },
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
        <TextField label="Nombre" autoComplete="given-name" {...fieldProps('firstName')} />
        <TextField label="Apellido" autoComplete="family-name" {...fieldProps('lastName')} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...fieldProps('email')} />
        <TextField label="Contraseña" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...fieldProps('password')} />
        {termsVersion !== null && <TermsConsent accepted={termsAccepted} onChange={setTermsAccepted} />}
        <Button type="submit" $block $size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </FormStack>
    </AuthPageLayout>
  );
}
