import type { FormEvent } from 'react';
import { useState } from 'react';
import { Smartphone } from 'lucide-react';
import styled from 'styled-components';
import { argentineMobile } from '../../../../../contract/phone';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { readablePhone } from '../../../lib/readable-phone';
import { useMyPhone, useSetMyPhone } from '../api/phone';

const HINT = 'Con característica, por ejemplo 11 5555-1234. El estudio lo usa para escribirte por WhatsApp.';

/** Her mobile for WhatsApp: typed as she writes it, kept in international form; empty takes it off. */
export function PhoneCard() {
  const phone = useMyPhone();
  if (!phone.data) return null;
  return <PhoneForm saved={phone.data.telefono} />;
}

function PhoneForm({ saved }: { saved: string | null }) {
  const save = useSetMyPhone();
  const [typed, setTyped] = useState(readablePhone(saved));
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    // The server decides; this only spares her a round trip for an obvious slip.
    if (typed.trim() !== '' && argentineMobile(typed) === undefined) return setError('Ese número no parece un celular de Argentina. Escríbelo con característica, por ejemplo 11 5555-1234.');
    setError(undefined);
    save.mutate(typed, {
      onSuccess: (kept) => (setTyped(readablePhone(kept.telefono)), setDone(true)),
      onError: (failure) => setError(errorDetail(failure)),
    });
  };

  return (
    <Card aria-labelledby="telefono-cuenta">
      <CardHeader>
        <CardTitle id="telefono-cuenta">
          <CardIcon>
            <Smartphone size={20} aria-hidden="true" />
          </CardIcon>
          Teléfono
        </CardTitle>
      </CardHeader>
      <FormStack onSubmit={submit} noValidate>
        <TextField label="Celular" type="tel" inputMode="tel" autoComplete="tel" value={typed} onChange={(e) => (setTyped(e.target.value), setDone(false))} hint={HINT} error={error} />
        {done && <Saved role="status">{typed ? 'Listo: guardamos tu celular.' : 'Listo: quitamos tu celular.'}</Saved>}
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar celular'}
          </Button>
        </Actions>
      </FormStack>
    </Card>
  );
}

const Saved = styled.p`
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  > * { width: 100%; }
  @media (min-width: 480px) {
    > * { width: auto; }
  }
`;
