export { ShellLayout } from './components/shell-layout';
export type { NavBadges } from './nav-links';
