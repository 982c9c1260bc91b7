import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/button';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail, isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/account-links';
import { useAuthMode } from '../session-context';
import { PASSWORD_HINT, isStrongEnoughPassword } from '../sign-up-validation';
import { AuthPageLayout } from './auth-page-layout';
import { FormAlert, FormNotice } from './form-alert';
import { useLinkToken } from './use-link-token';

type Field = 'nueva' | 'repetida';

/** The page the emailed reset link opens (/restablecer-contrasena#token=…). */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const reset = useResetPassword();
  const [values, setValues] = useState({ nueva: '', repetida: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  if (useAuthMode() !== 'local') return <Navigate to="/sign-in" replace />;

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!isStrongEnoughPassword(values.nueva)) found.nueva = `La contraseña no es válida. ${PASSWORD_HINT}`;
    else if (values.repetida !== values.nueva) found.repetida = 'Las contraseñas no coinciden.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate({ token, nueva: values.nueva }, { onError: (error) => isApiError(error) && error.code.includes('PASSWORD') && setErrors({ nueva: errorDetail(error) }) });
  };
  // A refused link (forged, spent, expired) cannot be fixed here: a new one is.
  const linkRefused = reset.isError && isApiError(reset.error) && reset.error.code.startsWith('RESET_LINK');

  if (reset.isSuccess) {
    return (
      <AuthPageLayout title="Listo, tu contraseña cambió">
        <FormNotice>Guardamos tu contraseña nueva y cerramos tus sesiones en los demás dispositivos. En este dispositivo ya entraste con la nueva.</FormNotice>
        <ButtonLink to="/" $block $size="lg">
          Ir a Pulso
        </ButtonLink>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout
      title="Crea una contraseña nueva"
      subtitle="Al guardarla se cierran tus sesiones en todos los dispositivos."
      footer={<Link to="/olvide-contrasena">Pedir otro enlace</Link>}
    >
      <FormStack onSubmit={submit} noValidate>
        <FormAlert message={!token ? 'Este enlace está incompleto. Ábrelo de nuevo desde el correo o pide otro.' : linkRefused ? errorDetail(reset.error) : null} />
        <TextField label="Contraseña nueva" type="password" autoComplete="new-password" hint={PASSWORD_HINT} value={values.nueva} onChange={set('nueva')} error={errors.nueva} />
        <TextField label="Repite la contraseña nueva" type="password" autoComplete="new-password" value={values.repetida} onChange={set('repetida')} error={errors.repetida} />
        <Button type="submit" $block $size="lg" disabled={reset.isPending || !token}>
          {reset.isPending ? 'Guardando...' : 'Guardar contraseña'}
        </Button>
      </FormStack>
    </AuthPageLayout>
  );
}
