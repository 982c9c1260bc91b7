import type { RecordedEvent } from '../../events/framework/event';
import { studioInstant } from '../../domain/time/studio-time';
import { weekdayDate, withoutFinalPeriod } from '../platform/studio-date-text';

/**
 * What a visitor is told by email when the studio's calendar changes her trial class (services/booking/calendar-move.ts,
 * calendar.decider.ts): it moved with its class, or it was cancelled with it. A lead has no account, no device and no
 * notice settings: her email is her only channel, so these go to her address whenever she left one (the email
 * reactor, services/email/lead-email.ts). Staff cancelling on the console, or a trial that followed its class in a
 * pair with the new booking, say nothing here: the console's staff reach her on WhatsApp.
 */
export interface LeadMessage {
  to: string;
  firstName: string;
  title: string;
  paragraphs: string[];
  /** Seconds it is of use: until the class it is about starts. */
  ttlSeconds: number;
}

export interface TrialMailLookups {
  studioTz: string;
  trialLead(trialId: string): Promise<{ nombre: string; email: string | null; hora: string } | undefined>;
  slotDiscipline(slotId: number): Promise<string | undefined>;
  classCancellation(slotId: number, fecha: string): Promise<{ motivo: string; movedTo: { fecha: string; hora: string } | null } | undefined>;
}

type TrialMail = (event: RecordedEvent, l: TrialMailLookups) => Promise<LeadMessage | undefined>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const secondsUntil = (event: RecordedEvent, fecha: string, hora: string, tz: string) =>
  Math.floor((studioInstant(fecha, hora, tz).getTime() - new Date(event.metadata.now ?? event.recordedAt).getTime()) / 1000);
const classOf = (disciplina: string | undefined) => (disciplina ? `la clase de ${disciplina}` : 'la clase');
const ANOTHER_DAY = 'Escríbenos y te buscamos otro día para tu clase de prueba.';

async function recipient(l: TrialMailLookups, trialId: string) {
  const lead = await l.trialLead(trialId);
  return lead?.email ? { to: lead.email, firstName: lead.nombre.split(' ')[0] ?? '', hora: lead.hora } : undefined;
}

export const trialMailKinds: Record<string, TrialMail> = {
  // Only a trial the calendar moved (movedFrom): her own booking from the public form is answered on the form.
  async TrialClassBooked(e, l) {
    const from = e.data.movedFrom as { slotId: number; fecha: string; hora: string } | undefined;
    const who = from && (await recipient(l, str(e.data.trialId)));
    if (!from || !who) return undefined;
    const [fecha, hora] = [str(e.data.fecha), str(e.data.hora)];
    const ttlSeconds = secondsUntil(e, fecha, hora, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    const disciplina = await l.slotDiscipline(Number(e.data.slotId));
    return {
      to: who.to,
      firstName: who.firstName,
      title: 'Tu clase de prueba cambió de horario',
      paragraphs: [
        `El estudio movió ${classOf(disciplina)} del ${weekdayDate(from.fecha)} a las ${from.hora}: tu clase de prueba pasó al ${weekdayDate(fecha)} a las ${hora}. Te esperamos.`,
        'Si ese día no puedes venir, escríbenos y te buscamos otro.',
      ],
      ttlSeconds,
    };
  },
  // Cancelled with its class, or its class moved without a place for her; staff's own cancel (no reason) says nothing.
  async TrialClassCancelled(e, l) {
    const reason = str(e.data.reason);
    if (reason !== 'class-cancelled' && reason !== 'moved-class-full') return undefined;
    const who = await recipient(l, str(e.data.trialId));
    if (!who) return undefined;
    const [slotId, fecha] = [Number(e.data.slotId), str(e.data.fecha)];
    const ttlSeconds = secondsUntil(e, fecha, who.hora, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    const [disciplina, why] = await Promise.all([l.slotDiscipline(slotId), l.classCancellation(slotId, fecha)]);
    const when = `${classOf(disciplina)} del ${weekdayDate(fecha)} a las ${who.hora}`;
    const first =
      reason === 'moved-class-full' && why?.movedTo
        ? `El estudio movió ${when} al ${weekdayDate(why.movedTo.fecha)} a las ${why.movedTo.hora}, pero la nueva clase no tiene lugar para tu clase de prueba, así que la cancelamos.`
        : `El estudio canceló ${when}${why?.motivo ? ` (${withoutFinalPeriod(why.motivo)})` : ''}, y con ella tu clase de prueba.`;
    return { to: who.to, firstName: who.firstName, title: 'Tu clase de prueba se canceló', paragraphs: [first, ANOTHER_DAY], ttlSeconds };
  },
};
