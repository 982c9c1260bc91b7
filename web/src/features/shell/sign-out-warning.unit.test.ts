import { describe, expect, it } from 'vitest';
import { signOutDescription } from './sign-out-warning';

describe('the sign-out question', () => {
  it('says only what signing out means when nothing waits to be sent', () => {
    expect(signOutDescription(0)).toBe('Tendrás que volver a ingresar para ver tus turnos y planificaciones.');
  });

  it('warns how many changes are not sent yet and that they wait on this device for the member', () => {
    expect(signOutDescription(1)).toMatch(/^Tienes 1 cambio sin enviar\. Si cierras sesión, quedarán guardados en este dispositivo/);
    expect(signOutDescription(3)).toMatch(/^Tienes 3 cambios sin enviar\..*cuando vuelvas a iniciar sesión aquí\./);
  });
});
