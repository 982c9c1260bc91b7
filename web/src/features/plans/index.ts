export { MyPlansPreview } from './components/my-plans-preview';
