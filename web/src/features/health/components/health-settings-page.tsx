import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { termsQuery } from '../../../api/health/terms';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Field, FieldLabel } from '../../../components/field';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { instantDayTime } from '../../../lib/calendar-date';
import { useHealthSettings, usePublishTerms, useSaveHealthSettings, type HealthSettingsInput } from '../api/health-settings';
import { ChoiceRow } from '../../../components/choice-row';
import { Alert, Muted, Saved, Stack, TextArea } from './form-parts';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import { SettingsFooter, SettingsNumber } from '../../../components/settings-footer';

const MODES: [HealthSettingsInput['modo'], string][] = [
  ['no_pedir', 'No pedir la declaración'],
  ['avisar', 'Avisar: el socio ve que le falta y puede reservar igual'],
  ['bloquear', 'Bloquear: sin declaración vigente no reserva ni se le marca asistencia'],
];

/** /admin/ajustes-salud: what the studio does without a sworn health statement, and its terms and waiver. */
export function HealthSettingsPage() {
  const settings = useHealthSettings();
  return (
    <Page>
      <header>
        <PageTitle>Salud y términos</PageTitle>
        <PageSubtitle>Elige si pides la declaración jurada de salud y escribe los términos que aceptan los socios.</PageSubtitle>
      </header>
      {settings.isPending && <EmptyState role="status">Cargando ajustes...</EmptyState>}
      {settings.isError && <Alert role="alert">Error cargando datos: {errorDetail(settings.error)}</Alert>}
      <Stack>
        {settings.data && <SettingsForm initial={settings.data} />}
        <TermsForm />
      </Stack>
    </Page>
  );
}

function SettingsForm({ initial }: { initial: HealthSettingsInput }) {
  const save = useSaveHealthSettings();
  const { form, setForm, saved, onSubmit } = useSettingsForm(initial, save.mutateAsync);
  return (
    <form onSubmit={onSubmit}>
      <Card aria-label="Declaración jurada de salud">
        <CardHeader>
          <CardTitle>Declaración jurada de salud</CardTitle>
        </CardHeader>
        {MODES.map(([value, label]) => (
          <ChoiceRow key={value}>
            <input type="radio" name="modo" checked={form.modo === value} onChange={() => setForm({ ...form, modo: value })} />
            {label}
          </ChoiceRow>
        ))}
        <ChoiceRow>
          <input type="checkbox" checked={form.certificado_siempre} onChange={(e) => setForm({ ...form, certificado_siempre: e.target.checked })} />
          Pedir siempre el certificado médico (si no, solo cuando declaran una condición)
        </ChoiceRow>
        <Field>
          <FieldLabel htmlFor="vigencia">Días de vigencia</FieldLabel>
          <SettingsNumber id="vigencia" type="number" min={1} max={730} value={form.vigencia_dias} onChange={(e) => setForm({ ...form, vigencia_dias: Number(e.target.value) })} />
        </Field>
        <Muted>Se avisa al socio 30 y 7 días antes de que venza.</Muted>
        <SettingsFooter save={save} saved={saved} />
      </Card>
    </form>
  );
}

function TermsForm() {
  const current = useQuery(termsQuery());
  const publish = usePublishTerms();
  const [text, setText] = useState<{ terminos: string; deslinde: string } | undefined>();
  const data = current.data;
  useEffect(() => {
    if (data && text === undefined) setText(data.version === null ? { terminos: '', deslinde: '' } : { terminos: data.terminos, deslinde: data.deslinde });
  }, [data, text]);
  if (!text) return null;
  return (
    <form onSubmit={(e) => (e.preventDefault(), void publish.mutateAsync(text).catch(() => {}))}>
      <Card aria-label="Términos y deslinde">
        <CardHeader>
          <CardTitle>Términos y condiciones</CardTitle>
        </CardHeader>
        <Muted>
          {data?.version ? `Versión ${data.version}, guardada el ${instantDayTime(data.publicado)}. ` : 'Todavía no escribiste términos: no se le pide nada al socio. '}
          Cada vez que guardas un texto nuevo, los socios lo aceptan en su próxima visita.
        </Muted>
        <Field>
          <FieldLabel htmlFor="terminos">Términos y condiciones</FieldLabel>
          <TextArea id="terminos" value={text.terminos} onChange={(e) => setText({ ...text, terminos: e.target.value })} />
        </Field>
        <Field>
          <FieldLabel htmlFor="deslinde">Deslinde de responsabilidad</FieldLabel>
          <TextArea id="deslinde" value={text.deslinde} onChange={(e) => setText({ ...text, deslinde: e.target.value })} />
        </Field>
        {publish.isError && <Alert role="alert">{errorDetail(publish.error)}</Alert>}
        {publish.isSuccess && <Saved role="status">Guardaste la versión {publish.data.version}.</Saved>}
        <div>
          <Button type="submit" disabled={publish.isPending}>{publish.isPending ? 'Guardando...' : 'Guardar términos'}</Button>
        </div>
      </Card>
    </form>
  );
}

