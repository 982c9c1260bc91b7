import { weekdayDate } from './calendar-date';

/**
 * The Spanish messages a staff member's WhatsApp link starts with, one per situation. A new situation (a payment
 * due, when the money work adds it) is one more entry here.
 */
export const whatsappMessages = {
  welcome: (firstName: string) => `¡Hola, ${firstName}! Te damos la bienvenida al estudio. Cualquier duda sobre tus clases, escríbenos por acá.`,
  classCancelled: (firstName: string, clase: { disciplina: string; fecha: string; hora: string }) =>
    `Hola, ${firstName}. Te escribimos del estudio: la clase de ${clase.disciplina} del ${weekdayDate(clase.fecha)} a las ${clase.hora} se canceló. Ya te devolvimos el crédito.`,
  aboutClass: (firstName: string, clase: { disciplina: string; fecha: string; hora: string }) =>
    `Hola, ${firstName}. Te escribimos del estudio por tu clase de ${clase.disciplina} del ${weekdayDate(clase.fecha)} a las ${clase.hora}.`,
  packageExpiring: (firstName: string, validUntil: string) =>
    `Hola, ${firstName}. Tu paquete vence el ${weekdayDate(validUntil)}. Si quieres seguir viniendo, puedes renovarlo desde la app en Paquetes.`,
} as const;
