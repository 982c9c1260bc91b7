import { renderEmail } from '../email/transactional-email.commands';

/** Who an account's mail goes to and how it greets her. */
export interface Recipient {
  to: string;
  firstName: string;
  studioName: string;
}

export function passwordResetEmail(r: Recipient, url: string) {
  const title = 'Crea una contraseña nueva';
  return {
    to: r.to,
    subject: title,
    purpose: 'password-reset',
    ...renderEmail({
      studioName: r.studioName,
      title,
      paragraphs: [`Hola, ${r.firstName}:`, `Pediste crear una contraseña nueva para tu cuenta de ${r.studioName}. El enlace sirve una sola vez y vence en una hora.`, 'Al guardarla, se cierran tus sesiones en todos los dispositivos.'],
      action: { label: 'Crear contraseña nueva', url },
      footer: ['Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.'],
    }),
  };
}

export function verificationEmail(r: Recipient, url: string) {
  const title = 'Confirma tu email';
  return {
    to: r.to,
    subject: title,
    purpose: 'email-verification',
    ...renderEmail({
      studioName: r.studioName,
      title,
      paragraphs: [`Hola, ${r.firstName}:`, `Confirma que este email es tuyo: así podemos ayudarte a entrar a ${r.studioName} si algún día olvidas tu contraseña. El enlace vence en 7 días.`],
      action: { label: 'Confirmar email', url },
      footer: ['Si no creaste una cuenta, ignora este correo.'],
    }),
  };
}
