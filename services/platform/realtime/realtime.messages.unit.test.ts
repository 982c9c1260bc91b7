import { describe, expect, it } from 'vitest';
import { changedMessageFor } from './realtime.messages';

const notice = { topics: ['agenda', 'admin:users', 'user:ana', 'user:beto'], position: 12 };

describe('which topics of a notice a viewer receives', () => {
  it("gives a member the shared topics and their own, never another member's or the admin views", () => {
    expect(changedMessageFor(notice, { userId: 'ana', role: 'member' })).toEqual({ type: 'changed', topics: ['agenda', 'user:ana'], position: 12 });
  });

  it('gives an admin every topic', () => {
    expect(changedMessageFor(notice, { userId: 'root', role: 'admin' })).toEqual({ type: 'changed', topics: notice.topics, position: 12 });
  });

  it('sends a member nothing when no topic is theirs', () => {
    expect(changedMessageFor({ topics: ['admin:users', 'user:beto'], position: 3 }, { userId: 'ana', role: 'member' })).toBeUndefined();
  });

  it("passes '*' (too many topics to list) to everyone", () => {
    expect(changedMessageFor({ topics: ['*'], position: 4 }, { userId: 'ana', role: 'member' })).toEqual({ type: 'changed', topics: ['*'], position: 4 });
  });
});
