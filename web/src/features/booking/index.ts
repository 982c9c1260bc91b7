export { AgendaPage } from './components/agenda-page';
