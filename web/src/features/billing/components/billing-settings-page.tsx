import { Card, CardHeader, CardTitle } from '../../../components/card';
import { ChoiceRow } from '../../../components/choice-row';
import { EmptyState } from '../../../components/empty-state';
import { Field, FieldLabel } from '../../../components/field';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { useBillingSettings, useSaveBillingSettings, type BillingSettingsInput } from '../api/billing-settings';
import { Alert, Choices, Legend, Muted, NumberInput } from './form-parts';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import { SettingsFooter } from '../../../components/settings-footer';

const MODES: [BillingSettingsInput['reserva_con_deuda'], string][] = [
  ['permitir', 'Permitir: reserva aunque deba'],
  ['avisar', 'Avisar: ve lo que debe y puede reservar igual'],
  ['bloquear', 'Bloquear: en mora no reserva'],
];

/** /admin/ajustes-abonos: when an unpaid month is "en mora", what a booking meets then, and payments above the debt. */
export function BillingSettingsPage() {
  const settings = useBillingSettings();
  return (
    <Page>
      <header>
        <PageTitle>Abonos y cuotas</PageTitle>
        <PageSubtitle>Cada abono se cobra todos los meses, pague o no. Elige cuándo una cuota impaga queda en mora y si el socio puede reservar así.</PageSubtitle>
      </header>
      {settings.isPending && <EmptyState role="status">Cargando ajustes...</EmptyState>}
      {settings.isError && <Alert role="alert">Error cargando datos: {errorDetail(settings.error)}</Alert>}
      {settings.data && <SettingsForm initial={settings.data} />}
    </Page>
  );
}

function SettingsForm({ initial }: { initial: BillingSettingsInput }) {
  const save = useSaveBillingSettings();
  const { form, setForm, saved, onSubmit } = useSettingsForm(initial, save.mutateAsync);
  return (
    <form onSubmit={onSubmit}>
      <Card aria-label="Cuotas en mora">
        <CardHeader>
          <CardTitle>Cuotas en mora</CardTitle>
        </CardHeader>
        <Field>
          <FieldLabel htmlFor="gracia">Días de gracia después del vencimiento</FieldLabel>
          <NumberInput id="gracia" type="number" min={0} max={60} value={form.dias_gracia} onChange={(e) => setForm({ ...form, dias_gracia: Number(e.target.value) })} />
        </Field>
        <Muted>Una cuota impaga pasa de «debe» a «en mora» cuando terminan estos días.</Muted>
        <Choices>
          <Legend>Si un socio debe y quiere reservar</Legend>
          {MODES.map(([value, label]) => (
            <ChoiceRow key={value}>
              <input type="radio" name="reserva_con_deuda" checked={form.reserva_con_deuda === value} onChange={() => setForm({ ...form, reserva_con_deuda: value })} />
              {label}
            </ChoiceRow>
          ))}
        </Choices>
        {form.reserva_con_deuda === 'bloquear' && (
          <Field>
            <FieldLabel htmlFor="bloquear">Bloquear después de estos días en mora</FieldLabel>
            <NumberInput id="bloquear" type="number" min={0} max={60} value={form.bloquear_desde_dias} onChange={(e) => setForm({ ...form, bloquear_desde_dias: Number(e.target.value) })} />
          </Field>
        )}
        <ChoiceRow>
          <input type="checkbox" checked={form.saldo_a_favor} onChange={(e) => setForm({ ...form, saldo_a_favor: e.target.checked })} />
          Guardar como saldo a favor lo que paguen de más (si no, el pago no puede superar lo que deben)
        </ChoiceRow>
        <ChoiceRow>
          <input type="checkbox" checked={form.aprobar_coincidencias ?? false} onChange={(e) => setForm({ ...form, aprobar_coincidencias: e.target.checked })} />
          Aprobar solos, al importar los movimientos del banco, los comprobantes que coinciden con uno (en Transferencias)
        </ChoiceRow>
        <Field>
          <FieldLabel htmlFor="aviso-aumento">Días de aviso antes de un aumento</FieldLabel>
          <NumberInput id="aviso-aumento" type="number" min={0} max={60} value={form.aviso_aumento_dias ?? 7} onChange={(e) => setForm({ ...form, aviso_aumento_dias: Number(e.target.value) })} />
        </Field>
        <Muted>Con una lista de precios, cada socio recibe el precio nuevo de su abono estos días antes de la cuota que lo cobra.</Muted>
        <SettingsFooter save={save} saved={saved} />
      </Card>
    </form>
  );
}
