import { describe, expect, it } from 'vitest';
import { ADMIN_TOPICS, ALL_TOPICS, parseTopic, planTopic, SHARED_TOPICS, userTopic } from '../../contract/realtime-topics';
import { topicVisibleTo } from '../../projections/changefeed/topics';

describe('realtime topic names (contract)', () => {
  it('reads back every name the server builds, with the id a user or plan topic carries', () => {
    for (const topic of [...SHARED_TOPICS, ...ADMIN_TOPICS]) expect(parseTopic(topic)).toEqual({ key: topic, topic });
    expect(parseTopic(userTopic('user_ana'))).toEqual({ key: 'user', topic: 'user:user_ana', userId: 'user_ana' });
    expect(parseTopic(planTopic(7))).toEqual({ key: 'plan', topic: 'plan:7', planId: 7 });
    expect(parseTopic(ALL_TOPICS)).toEqual({ key: '*', topic: '*' });
  });

  it('knows nothing of names outside the contract (a newer server, a typo)', () => {
    for (const topic of ['', 'user:', 'plan:', 'plan:abc', 'plan:-1', 'plan:1.5', 'admin:nope', 'agendas', 'thing:1']) {
      expect(parseTopic(topic), topic).toBeUndefined();
    }
  });

  it("lets a member receive the shared topics, '*' and their own, an admin everything", () => {
    const ana = { userId: 'ana', role: 'member' };
    const visible = (topic: string) => topicVisibleTo(topic, ana);
    expect([...SHARED_TOPICS, ALL_TOPICS, userTopic('ana'), planTopic(3)].every(visible)).toBe(true);
    expect([...ADMIN_TOPICS, userTopic('beto')].some(visible)).toBe(false);
    expect([...ADMIN_TOPICS, userTopic('beto')].every((t) => topicVisibleTo(t, { userId: 'root', role: 'admin' }))).toBe(true);
  });
});
