import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormStack } from '../../../components/form-stack';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { useAddPaquete } from '../api/add-paquete';
import { emptyPaqueteForm, validatePaqueteForm } from '../package-form';
import { FormMessage } from './form-message';
import { PaqueteFields } from './paquete-fields';

type Outcome = { tone: 'success' | 'error'; text: string; detail?: string } | null;

export function CreatePackagePage() {
  const add = useAddPaquete();
  const [values, setValues] = useState(emptyPaqueteForm);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePaqueteForm(values);
    if (!checked.ok) return setOutcome({ tone: 'error', text: 'Error creando paquete', detail: checked.error });
    setOutcome(null);
    try {
      const created = await add.mutateAsync(checked.input);
      if (!created) throw new Error('empty answer');
      setValues(emptyPaqueteForm);
      setOutcome({ tone: 'success', text: 'Paquete creado' });
    } catch (failure) {
      setOutcome({ tone: 'error', text: 'Error creando paquete', detail: errorDetail(failure) });
    }
  };

  return (
    <Page>
      <header>
        <PageTitle>Crear Paquetes</PageTitle>
        <PageSubtitle>Los paquetes mensuales que los socios pueden contratar.</PageSubtitle>
      </header>
      <Card>
        <FormStack onSubmit={(e) => void submit(e)} noValidate>
          <PaqueteFields values={values} onChange={setValues} />
          {outcome && (
            <FormMessage tone={outcome.tone}>
              {outcome.text}
              {outcome.detail && <Detail>{outcome.detail}</Detail>}
            </FormMessage>
          )}
          <Submit type="submit" $size="lg" disabled={add.isPending}>
            {add.isPending ? 'Creando...' : 'Crear paquete'}
          </Submit>
        </FormStack>
      </Card>
    </Page>
  );
}

const Detail = styled.span`
  display: block;
  font-weight: 500;
`;

const Submit = styled(Button)`
  @media (min-width: 700px) {
    align-self: flex-end;
  }
`;
