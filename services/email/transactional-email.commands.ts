// The email feature's surface for other features' transactional mails (a password reset, an address to confirm):
// the studio's layout, and the queue that sends a mail only once the caller's transaction commits.
export { queueEmail, type OutgoingEmail } from './email-outbox';
export { renderEmail, type EmailContent } from './render-email';
