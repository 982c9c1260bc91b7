export { PackagesPage } from './components/packages-page';
export { CreatePackagePage } from './components/create-package-page';
export { EditPackagesPage } from './components/edit-packages-page';
