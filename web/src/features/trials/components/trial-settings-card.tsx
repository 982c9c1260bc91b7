import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { errorDetail } from '../../../lib/api-client';
import { useSaveTrialSettings, useTrialSettings } from '../api/trial-settings';

const CHOICES: [boolean, string][] = [
  [true, 'Al instante: su lugar queda reservado en cuanto la pide'],
  [false, 'La confirma el estudio desde Clases y asistencia (ocupa su lugar mientras tanto)'],
];

/** The studio's trial setting, on the Interesados screen: whether a trial is confirmed at once or waits for the studio. */
export function TrialSettingsCard() {
  const settings = useTrialSettings();
  const save = useSaveTrialSettings();
  return (
    <Card aria-label="Confirmación de la clase de prueba">
      <CardHeader>
        <CardTitle>Cómo se confirma una clase de prueba</CardTitle>
      </CardHeader>
      {settings.isPending && <p role="status">Cargando ajustes...</p>}
      {settings.isError && <p role="alert">Error cargando datos: {errorDetail(settings.error)}</p>}
      {settings.data && (
        <>
          {CHOICES.map(([value, label]) => (
            <Radio key={String(value)}>
              <input type="radio" name="confirmacion" checked={settings.data.confirmacion_automatica === value} disabled={save.isPending} onChange={() => save.mutate({ confirmacion_automatica: value })} />
              {label}
            </Radio>
          ))}
          {save.isError && <p role="alert">{errorDetail(save.error)}</p>}
          {save.isSuccess && <p role="status">Ajustes guardados.</p>}
        </>
      )}
    </Card>
  );
}

const Radio = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  input { width: 20px; height: 20px; flex-shrink: 0; }
`;
