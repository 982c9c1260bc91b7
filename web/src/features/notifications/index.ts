export { NotificationsSwitch } from './components/notifications-switch';
