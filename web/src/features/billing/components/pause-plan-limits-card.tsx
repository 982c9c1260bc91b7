import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { PausePlanLimitsView } from '../../../../../contract/pauses';
import { paquetesQuery } from '../../../api/packages/paquetes';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { Field, FieldLabel } from '../../../components/field';
import { Select } from '../../../components/select';
import { errorDetail } from '../../../lib/api-client';
import { useClearPausePlanLimits, usePausePlanLimits, usePauseSettings, useSetPausePlanLimits } from '../api/pauses';
import { planLimitsLine } from '../pause-wording';
import { Alert, BoxedForm, Label, Message, Muted, NumberInput } from './form-parts';

/** A package's own limits for pauses, over the studio's for whoever holds it: the ones set, Quitar, and a form to set one. */
export function PausePlanLimitsCard() {
  const limits = usePausePlanLimits();
  const clear = useClearPausePlanLimits();
  return (
    <Card aria-label="Límites por paquete">
      <CardHeader>
        <CardTitle>Límites por paquete</CardTitle>
      </CardHeader>
      <Muted>Quien tiene un paquete con límites propios (o un abono de ese paquete) pausa dentro de ellos; los demás, dentro de las reglas del estudio.</Muted>
      {limits.isError && <Alert role="alert">Error cargando datos: {errorDetail(limits.error)}</Alert>}
      {limits.data && limits.data.length > 0 && (
        <List aria-label="Paquetes con límites propios">
          {limits.data.map((l) => (
            <Item key={l.paqueteId}>
              <span>{planLimitsLine(l)}</span>
              <Button $variant="secondary" aria-label={`Quitar los límites de ${l.nombre}`} disabled={clear.isPending} onClick={() => clear.mutate(l.paqueteId)}>Quitar</Button>
            </Item>
          ))}
        </List>
      )}
      {clear.isError && <Alert role="alert">{errorDetail(clear.error)}</Alert>}
      {limits.data && <LimitsForm current={limits.data} />}
    </Card>
  );
}

function LimitsForm({ current }: { current: PausePlanLimitsView[] }) {
  const packages = useQuery(paquetesQuery());
  const studio = usePauseSettings().data;
  const save = useSetPausePlanLimits();
  const [chosen, setChosen] = useState<number | null>(null);
  const [counts, setCounts] = useState<{ pausas: number; dias: number } | null>(null);
  const paqueteId = chosen ?? packages.data?.[0]?.id ?? null;
  const own = current.find((l) => l.paqueteId === paqueteId);
  // What the fields show until edited: the package's own limits, or the studio's as a start.
  const shown = counts ?? { pausas: own?.pausas_por_anio ?? studio?.pausas_por_anio ?? 1, dias: own?.dias_por_anio ?? studio?.dias_por_anio ?? 15 };

  const submit = () => {
    if (paqueteId === null) return;
    save.mutate({ paqueteId, pausas_por_anio: shown.pausas, dias_por_anio: shown.dias }, { onSuccess: () => setCounts(null) });
  };
  return (
    <BoxedForm aria-label="Límites de un paquete" onSubmit={(e) => (e.preventDefault(), submit())}>
      <Label>
        Paquete
        <Select value={paqueteId ?? ''} onChange={(e) => (setChosen(Number(e.target.value)), setCounts(null), save.reset())}>
          {packages.data?.map((p) => <option key={p.id} value={p.id}>{p.nombre}</option>)}
        </Select>
      </Label>
      <Counts>
        <Field>
          <FieldLabel htmlFor="paquete-pausas">Pausas por año</FieldLabel>
          <NumberInput id="paquete-pausas" type="number" inputMode="numeric" min={0} max={12} value={shown.pausas} onChange={(e) => (setCounts({ ...shown, pausas: Number(e.target.value) }), save.reset())} />
        </Field>
        <Field>
          <FieldLabel htmlFor="paquete-dias">Días de pausa por año</FieldLabel>
          <NumberInput id="paquete-dias" type="number" inputMode="numeric" min={0} max={366} value={shown.dias} onChange={(e) => (setCounts({ ...shown, dias: Number(e.target.value) }), save.reset())} />
        </Field>
      </Counts>
      {save.isError && <Message $tone="error" role="alert">{errorDetail(save.error)}</Message>}
      {save.isSuccess && <Message $tone="success" role="status">Límites guardados.</Message>}
      <div><Button type="submit" disabled={paqueteId === null || save.isPending}>{save.isPending ? 'Guardando...' : 'Guardar límites'}</Button></div>
    </BoxedForm>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 500;
`;

const Counts = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;
