import { describe, expect, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { NoticeChannelsEvent } from '../../events/catalog/notifications.events';
import { notificationKinds } from './notification-kinds';
import { deliveryChannels, noticeChannelsDecider } from './notice-channels.decider';
import { NOTICE_GROUPS, noticeGroupsFor } from './notice-groups';

const spec = streamDeciderSpec(noticeChannelsDecider);
const userId = 'u1';
const chosen = (notice: string, push: boolean, email: boolean, viaLink?: true): NoticeChannelsEvent => ({
  type: 'NoticeChannelsChosen',
  data: { userId, notice, push, email, ...(viaLink ? { viaLink } : {}) },
});
const choose = (notice: string, push: boolean, email: boolean) => ({ type: 'ChooseNoticeChannels' as const, userId, notice, push, email, memberDeleted: false });
const stopEmail = (notice: string) => ({ type: 'StopNoticeEmail' as const, userId, notice, memberDeleted: false });

describe('kinds of notice', () => {
  it('puts every event type that sends a notice in exactly one kind', () => {
    const grouped: string[] = NOTICE_GROUPS.flatMap((g) => g.events);
    expect(Object.keys(notificationKinds).filter((type) => !grouped.includes(type))).toEqual([]);
    expect(grouped.filter((type, i) => grouped.indexOf(type) !== i)).toEqual([]);
    expect(grouped.filter((type) => !(type in notificationKinds))).toEqual([]);
  });

  it('shows the package requests only to admins', () => {
    expect(noticeGroupsFor('member').map((g) => g.id)).not.toContain('package-requests');
    expect(noticeGroupsFor('admin').map((g) => g.id)).toContain('package-requests');
  });
});

describe('a member’s channels per kind of notice', () => {
  it('records a choice once, and only changes after', () => {
    spec.given([]).when(choose('waitlist', false, true)).then([chosen('waitlist', false, true)]);
    spec.given([chosen('waitlist', false, true)]).when(choose('waitlist', false, true)).then([]);
    spec.given([chosen('waitlist', false, true)]).when(choose('waitlist', false, false)).then([chosen('waitlist', false, false)]);
  });

  it('turns only email off from a mail’s link, keeping push as it was', () => {
    spec.given([]).when(stopEmail('news')).then([chosen('news', true, false, true)]);
    spec.given([chosen('news', false, true)]).when(stopEmail('news')).then([chosen('news', false, false, true)]);
    spec.given([chosen('news', true, false)]).when(stopEmail('news')).then([]);
  });

  it('refuses an unknown kind and a deleted account', () => {
    spec.given([]).when(choose('nada', true, true)).thenRejects({ status: 404, code: 'NOTICE_UNKNOWN' });
    spec.given([]).when({ ...stopEmail('news'), memberDeleted: true }).thenRejects('USER_DELETED');
  });
});

describe('where one notice goes', () => {
  it('goes by push where a device accepts it and by email otherwise, until she chooses', () => {
    expect(deliveryChannels(undefined, { push: true, email: true })).toEqual({ push: true, email: false });
    expect(deliveryChannels(undefined, { push: false, email: true })).toEqual({ push: false, email: true });
  });

  it('follows her choice, within what can reach her', () => {
    expect(deliveryChannels({ push: true, email: true }, { push: true, email: true })).toEqual({ push: true, email: true });
    expect(deliveryChannels({ push: false, email: false }, { push: true, email: true })).toEqual({ push: false, email: false });
    expect(deliveryChannels({ push: true, email: false }, { push: false, email: true })).toEqual({ push: false, email: false });
    expect(deliveryChannels({ push: false, email: true }, { push: true, email: false })).toEqual({ push: false, email: false });
  });
});
