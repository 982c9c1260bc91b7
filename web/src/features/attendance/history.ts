// The member's history on Mis Turnos: imported by the agenda screen (first load) without the class console's chunk.
export { ClassHistory } from './components/class-history';
