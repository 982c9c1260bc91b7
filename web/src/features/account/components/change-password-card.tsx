import type { FormEvent } from 'react';
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail, isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/account';

const MIN_LENGTH = 8;
const HINT = 'Al menos 8 caracteres. Una frase de varias palabras es una buena opción.';
const empty = { actual: '', nueva: '', repetida: '' };
type Field = keyof typeof empty;

function validate(values: typeof empty): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.actual) errors.actual = 'Ingresa tu contraseña actual.';
  if ([...values.nueva.normalize('NFKC')].length < MIN_LENGTH) errors.nueva = `La contraseña nueva no es válida. ${HINT}`;
  else if (values.repetida !== values.nueva) errors.repetida = 'Las contraseñas no coinciden.';
  return errors;
}

export function ChangePasswordCard() {
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { actual: values.actual, nueva: values.nueva },
      {
        onSuccess: () => {
          setValues(empty);
          setDone(true);
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : '';
          setErrors(code === 'WRONG_CURRENT_PASSWORD' ? { actual: errorDetail(error) } : { nueva: errorDetail(error) });
        },
      },
    );
  };

  return (
    <Card aria-labelledby="cambiar-contrasena">
      <CardHeader>
        <CardTitle id="cambiar-contrasena">
          <CardIcon>
            <KeyRound size={20} aria-hidden="true" />
          </CardIcon>
          Cambiar contraseña
        </CardTitle>
      </CardHeader>
      <Muted>Al cambiarla se cierran tus otras sesiones; en este dispositivo sigues conectado.</Muted>
      <FormStack onSubmit={submit} noValidate>
        <TextField label="Contraseña actual" type="password" autoComplete="current-password" value={values.actual} onChange={set('actual')} error={errors.actual} />
        <TextField label="Contraseña nueva" type="password" autoComplete="new-password" value={values.nueva} onChange={set('nueva')} hint={HINT} error={errors.nueva} />
        <TextField label="Repite la contraseña nueva" type="password" autoComplete="new-password" value={values.repetida} onChange={set('repetida')} error={errors.repetida} />
        {done && <Success role="status">Listo: tu contraseña cambió y cerramos tus otras sesiones.</Success>}
        <Actions>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </Actions>
      </FormStack>
    </Card>
  );
}

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Success = styled.p`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-weight: 600;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  > * { width: 100%; }
  @media (min-width: 480px) {
    > * { width: auto; }
  }
`;
