export { MyPlansPreview } from './components/my-plans-preview';
export { useKeepPlansOffline } from './api/keep-plans-offline';
