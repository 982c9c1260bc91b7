export { ClassConsolePage } from './components/class-console-page';
