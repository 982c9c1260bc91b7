// The member's history on Mis Turnos: the agenda screen loads it on demand, without the class console's chunk.
export { ClassHistory } from './components/class-history';
