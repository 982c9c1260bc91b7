import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { topicIndex, topicVisibleTo } from '../changefeed/topics';
import { packagesTopics } from './packages.topics';

const { topicsFor } = topicIndex(packagesTopics);

const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as RecordedEvent;

describe('member package topics', () => {
  it('tells the member and the admin lists about a request, and only admins see the queue', () => {
    const topics = topicsFor([event('PackageRequested', { userId: 'u1', requestId: 1 })]);
    expect(topics.sort()).toEqual(['admin:requests', 'admin:users', 'user:u1']);
    expect(topics.filter((t) => topicVisibleTo(t, { userId: 'u1', role: 'member' }))).toEqual(['user:u1']);
    expect(topics.filter((t) => topicVisibleTo(t, { userId: 'u2', role: 'member' }))).toEqual([]);
  });

  it('a renewal or top-up request reaches the admin\'s queue too', () => {
    expect(topicsFor([event('PackageRenewalRequested', { userId: 'u1', requestId: 2, kind: 'recarga' })]).sort()).toEqual(['admin:requests', 'admin:users', 'user:u1']);
  });

  it('tells the member and Usuarios about every credit movement, booking ones included', () => {
    for (const type of ['PackageAssigned', 'PackageRemoved', 'CreditsAdjusted', 'CreditsExpired', 'CreditConsumed', 'CreditRestored']) {
      expect(topicsFor([event(type, { userId: 'u9' })]).sort()).toEqual(['admin:users', 'user:u9']);
    }
  });
});
