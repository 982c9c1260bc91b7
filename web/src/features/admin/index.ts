export { AdminMenu } from './components/admin-menu';
