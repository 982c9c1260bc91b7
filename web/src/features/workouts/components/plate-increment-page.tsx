import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { trainingMaxesQuery } from '../../../api/workouts/training-maxes';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { ChoiceRow } from '../../../components/choice-row';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { SettingsFooter } from '../../../components/settings-footer';
import { useSettingsForm } from '../../../hooks/use-settings-form';
import { errorDetail } from '../../../lib/api-client';
import { formatKilos } from '../../../lib/format-weight';
import { loadFromPercent } from '../../../lib/training-load';
import { useSavePlateIncrement } from '../api/plate-increment';

// The increments the server takes (domain/workouts/training-max.ts PLATE_INCREMENTS): the pairs of plates racks carry.
const INCREMENTS = [1, 1.25, 2.5, 5] as const;

/** /admin/ajustes-entrenamiento: the plate increment every % load rounds to, for every member. */
export function PlateIncrementPage() {
  // Her own maxes' answer carries the studio's increment (an admin's own, usually none).
  const settings = useQuery(trainingMaxesQuery());
  return (
    <Page>
      <header>
        <PageTitle>Incremento de discos</PageTitle>
        <PageSubtitle>Cuando una serie se planifica en % del máximo de entrenamiento, cada socio ve sus kg redondeados a este incremento.</PageSubtitle>
      </header>
      {settings.isPending && <EmptyState role="status">Cargando ajustes...</EmptyState>}
      {settings.isError && <Alert role="alert">Error cargando datos: {errorDetail(settings.error)}</Alert>}
      {settings.data && <IncrementForm initial={settings.data.incremento_disco} />}
    </Page>
  );
}

function IncrementForm({ initial }: { initial: number }) {
  const save = useSavePlateIncrement();
  const { form, setForm, saved, onSubmit } = useSettingsForm({ kg: initial }, ({ kg }) => save.mutateAsync(kg));
  return (
    <form onSubmit={onSubmit}>
      <Card aria-label="Incremento de discos">
        <CardHeader>
          <CardTitle>Redondear las cargas a</CardTitle>
        </CardHeader>
        <Choices>
          <legend>Incremento de discos</legend>
          {INCREMENTS.map((kg) => (
            <ChoiceRow key={kg}>
              <input type="radio" name="incremento_disco" checked={form.kg === kg} onChange={() => setForm({ kg })} />
              {formatKilos(kg)} kg
            </ChoiceRow>
          ))}
        </Choices>
        <Muted>
          Por ejemplo, el 75 % de un máximo de 117 kg son 87,75 kg: con este incremento se cargan {formatKilos(loadFromPercent(75, 117, form.kg))} kg.
        </Muted>
        <SettingsFooter save={save} saved={saved} />
      </Card>
    </form>
  );
}

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 4px;
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
`;
