/**
 * What the sign-out question says. With changes still in the offline queue (sets logged with no signal), the member
 * learns they stay on this device, tagged as theirs, and go when they sign in here again: dropping them would lose
 * their training, and sending them later under whoever signs in next is what the queue never does.
 */
export function signOutDescription(pending: number): string {
  if (pending === 0) return 'Tendrás que volver a ingresar para ver tus turnos y planificaciones.';
  const changes = pending === 1 ? 'Tienes 1 cambio sin enviar' : `Tienes ${pending} cambios sin enviar`;
  return `${changes}. Si cierras sesión, quedarán guardados en este dispositivo y se enviarán cuando vuelvas a iniciar sesión aquí. Si puedes, espera a tener conexión antes de salir.`;
}
