// The progress feature's screen and its section of the coach's page of a member: one chunk, loaded when either opens
// (a chunk of their own would cost every first load one more file name to preload).
export { MyProgressPage } from './components/my-progress-page';
export { MemberProgressSection } from './components/member-progress-section';
