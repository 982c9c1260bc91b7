import { describe, expect, it } from 'vitest';
import { ADMIN_TOPICS, ALL_TOPICS, parseTopic, planTopic, SHARED_TOPICS, STAFF_TOPICS, userTopic } from '../../contract/realtime-topics';
import { topicVisibleTo } from '../../projections/changefeed/topics';

describe('realtime topic names (contract)', () => {
  it('reads back every name the server builds, with the id a user or plan topic carries', () => {
    for (const topic of [...SHARED_TOPICS, ...STAFF_TOPICS, ...ADMIN_TOPICS]) expect(parseTopic(topic)).toEqual({ key: topic, topic });
    expect(parseTopic(userTopic('user_ana'))).toEqual({ key: 'user', topic: 'user:user_ana', userId: 'user_ana' });
    expect(parseTopic(planTopic(7))).toEqual({ key: 'plan', topic: 'plan:7', planId: 7 });
    expect(parseTopic(ALL_TOPICS)).toEqual({ key: '*', topic: '*' });
  });

  it('knows nothing of names outside the contract (a newer server, a typo)', () => {
    for (const topic of ['', 'user:', 'plan:', 'plan:abc', 'plan:-1', 'plan:1.5', 'admin:nope', 'agendas', 'thing:1']) {
      expect(parseTopic(topic), topic).toBeUndefined();
    }
  });

  it("lets a member receive the shared topics, '*' and their own, a coach plan and staff topics too, an admin everything", () => {
    const ana = { userId: 'ana', role: 'member' };
    const visible = (topic: string) => topicVisibleTo(topic, ana);
    expect([...SHARED_TOPICS, ALL_TOPICS, userTopic('ana')].every(visible)).toBe(true);
    // A member hears of their own plans on user:<id>; a plan's id never reaches a member who does not hold it.
    expect([...STAFF_TOPICS, ...ADMIN_TOPICS, userTopic('beto'), planTopic(3)].some(visible)).toBe(false);
    const coach = { userId: 'profe', role: 'coach' };
    expect([...SHARED_TOPICS, ...STAFF_TOPICS, planTopic(3), userTopic('profe')].every((t) => topicVisibleTo(t, coach))).toBe(true);
    expect([...ADMIN_TOPICS, userTopic('ana')].some((t) => topicVisibleTo(t, coach))).toBe(false);
    expect([...STAFF_TOPICS, ...ADMIN_TOPICS, userTopic('beto')].every((t) => topicVisibleTo(t, { userId: 'root', role: 'admin' }))).toBe(true);
  });
});
