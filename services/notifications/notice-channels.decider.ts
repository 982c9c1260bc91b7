import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { NoticeChannelsEvent } from '../../events/catalog/notifications.events';
import { findNoticeGroup } from './notice-groups';

export interface Channels {
  push: boolean;
  email: boolean;
}

/** A member's choices so far, per kind of notice; a kind she never chose is absent (the defaults apply). */
export type NoticeChannelsState = Readonly<Record<string, Channels>>;

/** `memberDeleted`: looked up before deciding; a deleted account records no choice any more. */
export type NoticeChannelsCommand =
  | { type: 'ChooseNoticeChannels'; userId: string; notice: string; push: boolean; email: boolean; memberDeleted: boolean }
  | { type: 'StopNoticeEmail'; userId: string; notice: string; memberDeleted: boolean };

const evolve = (state: NoticeChannelsState, event: NoticeChannelsEvent): NoticeChannelsState => ({
  ...state,
  [event.data.notice]: { push: event.data.push, email: event.data.email },
});

/**
 * Records only real changes. A mail's unsubscribe link turns that kind's email off and leaves push as it was (on,
 * where she had not chosen: push still goes only to devices that accept it).
 */
function decide(command: NoticeChannelsCommand, state: NoticeChannelsState): NoticeChannelsEvent[] {
  if (command.memberDeleted) throw fail('USER_DELETED');
  if (!findNoticeGroup(command.notice)) throw fail('NOTICE_UNKNOWN');
  const current = state[command.notice];
  const { userId, notice } = command;
  if (command.type === 'StopNoticeEmail') {
    if (current && !current.email) return [];
    return [{ type: 'NoticeChannelsChosen', data: { userId, notice, push: current?.push ?? true, email: false, viaLink: true } }];
  }
  if (current && current.push === command.push && current.email === command.email) return [];
  return [{ type: 'NoticeChannelsChosen', data: { userId, notice, push: command.push, email: command.email } }];
}

export const noticeChannelsDecider: StreamDecider<NoticeChannelsState, NoticeChannelsCommand, NoticeChannelsEvent> = {
  initialState: () => ({}),
  evolve,
  decide,
};

/**
 * Where one notice goes, given her choice (undefined: never chose) and what can reach her now: a device that
 * accepts push (subscribed, notifications on), and email (the studio sends email). Untouched, she gets push where a
 * device accepts it, email otherwise. The push and email reactors both ask this, so they never disagree.
 */
export function deliveryChannels(choice: Channels | undefined, reach: Channels): Channels {
  const wanted = choice ?? defaultChannels(reach);
  return { push: wanted.push && reach.push, email: wanted.email && reach.email };
}

/** What a member who never chose gets: push where a device accepts it, email otherwise. */
export const defaultChannels = (reach: Channels): Channels => ({ push: reach.push, email: !reach.push });
