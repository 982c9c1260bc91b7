import { afterEach, describe, expect, it } from 'vitest';
import { clearMemberItems, readMemberItem, writeMemberItem } from './member-storage';

afterEach(() => localStorage.clear());

describe("a member's values on a shared device", () => {
  it('reads back only to the member who wrote it', () => {
    writeMemberItem('rest-timer', 'user_carla', { state: 'running', remainingMs: 59_000 });
    expect(readMemberItem('rest-timer', 'user_carla')).toEqual({ state: 'running', remainingMs: 59_000 });
    expect(readMemberItem('rest-timer', 'user_dario')).toBeNull();
  });

  it('removes the value when written as null', () => {
    writeMemberItem('rest-timer', 'user_carla', { state: 'paused' });
    writeMemberItem('rest-timer', 'user_carla', null);
    expect(readMemberItem('rest-timer', 'user_carla')).toBeNull();
  });

  it("clears every member's values and the legacy per-member keys, and leaves device-wide ones", () => {
    writeMemberItem('rest-timer', 'user_carla', { state: 'running' });
    writeMemberItem('other', 'user_dario', 1);
    localStorage.setItem('pulso-rest-timer', '{"state":"running","remainingMs":59000,"totalSeconds":60}');
    localStorage.setItem('turnos-storage', '[]');
    localStorage.setItem('pulso-language', 'es-AR');
    clearMemberItems();
    expect(Object.keys({ ...localStorage })).toEqual(['pulso-language']);
  });

  it('treats a value it cannot read as none (a corrupt or older entry)', () => {
    localStorage.setItem('pulso-member:rest-timer', '{not json');
    expect(readMemberItem('rest-timer', 'user_carla')).toBeNull();
  });
});
