// The staff homes, a chunk of their own: a member's first load never carries them.
export { CoachHome } from './components/coach-home';
export { OwnerHome } from './components/owner-home';
