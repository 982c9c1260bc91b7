import { weekdayDate } from './calendar-date';

/**
 * The Spanish messages a staff member's WhatsApp link starts with, one per situation; a new situation is one more
 * entry here.
 */
export const whatsappMessages = {
  welcome: (firstName: string) => `¡Hola, ${firstName}! Te damos la bienvenida al estudio. Cualquier duda sobre tus clases, escríbenos por acá.`,
  classCancelled: (firstName: string, clase: { disciplina: string; fecha: string; hora: string }) =>
    `Hola, ${firstName}. Te escribimos del estudio: la clase de ${clase.disciplina} del ${weekdayDate(clase.fecha)} a las ${clase.hora} se canceló. Ya te devolvimos el crédito.`,
  aboutClass: (firstName: string, clase: { disciplina: string; fecha: string; hora: string }) =>
    `Hola, ${firstName}. Te escribimos del estudio por tu clase de ${clase.disciplina} del ${weekdayDate(clase.fecha)} a las ${clase.hora}.`,
  packageExpiring: (firstName: string, validUntil: string) =>
    `Hola, ${firstName}. Tu paquete vence el ${weekdayDate(validUntil)}. Si quieres seguir viniendo, puedes renovarlo desde la app en Paquetes.`,
  /** Her monthly plan owes: how much, since when; said kindly, as the owner would on a Monday. */
  paymentDue: (firstName: string, owed: string, since: string) =>
    `Hola, ${firstName}. Te escribimos del estudio: tu cuota tiene un saldo pendiente de ${owed} desde el ${weekdayDate(since)}. Puedes pagarla en recepción o por transferencia. ¡Gracias!`,
} as const;
