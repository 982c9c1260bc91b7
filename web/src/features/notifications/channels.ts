// Cuenta's "Avisos" card, apart from index.ts: the home screen's switch is in the first load, this card is not.
export { NoticeChannelsCard } from './components/notice-channels-card';
