/** What went wrong with one attempt, in Spanish for the admins' list, and whether trying again may help. */
export interface SmtpFailure {
  retryable: boolean;
  detail: string;
}

const CONNECTION = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET', 'EDNS', 'ETLS', 'EPROTOCOL', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Reads a nodemailer error: SMTP reply codes 4xx are temporary (the relay says try later), 5xx permanent for this
 * mail (an unknown mailbox, a refused sender); a relay that cannot be reached, or refuses the login, may come back
 * (an operator fixes SMTP_URL), so those are retried too.
 */
export function smtpFailure(error: unknown): SmtpFailure {
  const e = error as { code?: string; responseCode?: number };
  const code = e.responseCode;
  if (e.code === 'EAUTH') return { retryable: true, detail: 'El servidor de correo rechazó el usuario o la clave de SMTP_URL.' };
  if (code !== undefined && code >= 500) {
    return { retryable: false, detail: `El servidor de correo rechazó el mensaje (${code}): puede que la dirección no exista o que no acepte al remitente.` };
  }
  if (code !== undefined && code >= 400) return { retryable: true, detail: `El servidor de correo no aceptó el mensaje por ahora (${code}): se vuelve a intentar.` };
  if (e.code && CONNECTION.has(e.code)) return { retryable: true, detail: 'No se pudo conectar con el servidor de correo: se vuelve a intentar.' };
  if (e.code === 'EENVELOPE') return { retryable: false, detail: 'La dirección de correo no es válida.' };
  return { retryable: true, detail: 'No se pudo enviar el correo: se vuelve a intentar.' };
}
