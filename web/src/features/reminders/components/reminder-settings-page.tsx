import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormStack } from '../../../components/form-stack';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';
import { SettingsFooter } from '../../../components/settings-footer';

/** /admin/ajustes-recordatorios: how many hours before a class members get its reminder (0: none). */
export function ReminderSettingsPage() {
  const settings = useReminderSettings();
  return (
    <Page>
      <header>
        <PageTitle>Recordatorios</PageTitle>
        <PageSubtitle>Elige cuándo les recordamos a los socios la clase que reservaron.</PageSubtitle>
      </header>
      {settings.isPending && <EmptyState role="status">Cargando ajustes...</EmptyState>}
      {settings.isError && <Alert role="alert">Error cargando datos: {errorDetail(settings.error)}</Alert>}
      {settings.data && <SettingsForm initialHours={settings.data.horas_antes_clase} />}
    </Page>
  );
}

function SettingsForm({ initialHours }: { initialHours: number }) {
  const save = useSaveReminderSettings();
  const [hours, setHours] = useState(String(initialHours));
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(false), [hours]);
  const submit = async () => {
    await save.mutateAsync({ horas_antes_clase: Number(hours) });
    setSaved(true);
  };
  const hint = `${Number(hours) === 0 ? 'Con 0 no se envían recordatorios de clase.' : 'Cada socio con la clase reservada recibe un aviso, salvo que haya reservado después de esa hora o lo haya desactivado en su cuenta.'} El aviso de un paquete que vence sale siempre 3 días antes.`;
  return (
    <Form onSubmit={(e) => (e.preventDefault(), void submit().catch(() => {}))}>
      <Card aria-label="Recordatorio de clase">
        <CardHeader>
          <CardTitle>Recordatorio de clase</CardTitle>
        </CardHeader>
        <TextField label="Horas antes de la clase" type="number" inputMode="numeric" min={0} max={48} value={hours} onChange={(e) => setHours(e.target.value)} hint={hint} />
      </Card>
      <SettingsFooter save={save} saved={saved} incomplete={hours === ''} />
    </Form>
  );
}

const Form = styled(FormStack)`
  max-width: 640px;
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

