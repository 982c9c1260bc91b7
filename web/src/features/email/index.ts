export { EmailOutboxPage } from './components/email-outbox-page';
