import type { NoticeGroup, PushMessage } from '../notifications/notices.view';
import { renderEmail } from './render-email';
import type { OutgoingEmail } from './email-outbox';

export interface NoticeEmailContext {
  studioName: string;
  /** PUBLIC_ORIGIN: every link in a mail is absolute. */
  origin: string;
  group: NoticeGroup;
  firstName: string;
  unsubscribeUrl: string;
}

/**
 * A notice as a mail: the same words push shows (notification-kinds.ts), greeting her by name, a button to the
 * screen the notification opens, and a one-click unsubscribe (RFC 8058: a POST to the List-Unsubscribe address turns
 * this kind of email off without signing in; the link in the text opens a page that asks first).
 */
export function noticeEmail(message: PushMessage, ctx: NoticeEmailContext, purpose: string): Omit<OutgoingEmail, 'to' | 'userId'> {
  const { html, text } = renderEmail({
    studioName: ctx.studioName,
    title: message.title,
    paragraphs: [ctx.firstName ? `Hola, ${ctx.firstName}:` : 'Hola:', message.body],
    action: { label: `Abrir ${ctx.studioName}`, url: new URL(message.url, ctx.origin).href },
    footer: [`Te escribimos por tus avisos de «${ctx.group.label}». Elige cómo te avisamos en tu cuenta.`],
    unsubscribeUrl: ctx.unsubscribeUrl,
  });
  return {
    subject: message.title,
    text,
    html,
    purpose,
    headers: { 'List-Unsubscribe': `<${ctx.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
