export { PackagesPage } from './components/packages-page';
