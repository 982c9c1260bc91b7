export { ReminderSettingsPage } from './components/reminder-settings-page';
