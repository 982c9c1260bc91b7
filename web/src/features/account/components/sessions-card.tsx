import { useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { signOutEverywhere } from '../api/account';
import { Actions, Muted } from './change-password-card';

/** Ends every session of the person, this one included; then the app goes back to the sign-in page. */
export function SessionsCard({ onSignedOut }: { onSignedOut: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card aria-labelledby="sesiones">
      <CardHeader>
        <CardTitle id="sesiones">
          <CardIcon>
            <MonitorSmartphone size={20} aria-hidden="true" />
          </CardIcon>
          Sesiones
        </CardTitle>
      </CardHeader>
      <Muted>Si usaste Pulso en un dispositivo que no es tuyo o perdiste el teléfono, cierra la sesión en todos lados.</Muted>
      <Actions>
        <Button $variant="secondary" onClick={() => setConfirming(true)}>
          Cerrar sesión en todos los dispositivos
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Cerrar sesión en todos los dispositivos?"
        description="También se cerrará aquí. Tendrás que volver a ingresar en cada dispositivo."
        confirmLabel="Cerrar todas las sesiones"
        onConfirm={async () => {
          await signOutEverywhere();
          await onSignedOut();
        }}
      />
    </Card>
  );
}
