// The admin's package settings screen, a chunk of its own: members never load it.
export { PackageSettingsPage } from './components/package-settings-page';
