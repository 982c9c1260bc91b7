// What the notifications feature lends another channel (services/email): what each event type says, the kinds of
// notice members choose channels for, and the one rule of where a notice goes.
export { dbLookups, notificationKinds, type PushMessage, type Recipients } from './notification-kinds';
export { findNoticeGroup, noticeGroupOf, type NoticeGroup } from './notice-groups';
export { deliveryChannels } from './notice-channels.decider';
