import { useQuery } from '@tanstack/react-query';
import { HeartPulse } from 'lucide-react';
import { healthStatusQuery } from '../../../api/health/health-status';
import { ButtonLink } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { StatementStanding } from './statement-standing';

/** In Cuenta: where her sworn health statement stands, and the way to fill it in (or again). */
export function HealthCard() {
  const status = useQuery(healthStatusQuery());
  if (!status.data) return null;
  const filed = status.data.declaracion.estado !== 'falta';
  return (
    <Card aria-label="Declaración jurada de salud">
      <CardHeader>
        <CardIcon><HeartPulse size={20} aria-hidden="true" /></CardIcon>
        <CardTitle>Declaración jurada de salud</CardTitle>
      </CardHeader>
      <StatementStanding status={status.data} />
      <div>
        <ButtonLink to="/salud" $variant={filed ? 'secondary' : 'primary'}>{filed ? 'Completarla de nuevo' : 'Completar declaración'}</ButtonLink>
      </div>
    </Card>
  );
}
