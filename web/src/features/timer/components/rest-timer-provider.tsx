import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { prepareAlarm, ringAlarm } from '../alarm';
import { restTimerMachine } from '../machines/rest-timer.machine';
import { loadSavedRest, saveRest } from '../saved-rest';

const appTimerMachine = restTimerMachine.provide({ actions: { alarm: ringAlarm, prepareAlarm } });

const RestTimerContext = createActorContext(appTimerMachine);

/**
 * The one app-wide rest timer: mounted above the routes so it survives navigation, and saved (as the member's) so it
 * survives a reload. The app keys it by member: someone else signing in starts a timer of their own.
 */
export function RestTimerProvider({ memberId, children }: { memberId: string; children: ReactNode }) {
  return (
    <RestTimerContext.Provider options={{ input: { saved: loadSavedRest(memberId) } }}>
      <PersistRest memberId={memberId} />
      {children}
    </RestTimerContext.Provider>
  );
}

/** Writes the rest on each state change (running, paused, idle), not on display ticks. */
function PersistRest({ memberId }: { memberId: string }) {
  const actor = RestTimerContext.useActorRef();
  useEffect(() => {
    let last = '';
    const subscription = actor.subscribe((snapshot) => {
      const state = snapshot.matches('running') ? 'running' : snapshot.matches('paused') ? 'paused' : null;
      const { endsAt, remainingMs, totalSeconds } = snapshot.context;
      const key = `${state}:${endsAt}:${state === 'paused' ? remainingMs : ''}`;
      if (key === last) return;
      last = key;
      saveRest(memberId, state ? { state, endsAt, remainingMs, totalSeconds } : null);
    });
    return () => subscription.unsubscribe();
  }, [actor, memberId]);
  return null;
}

export const useRestTimerSelector = RestTimerContext.useSelector;
export const useRestTimerActor = RestTimerContext.useActorRef;

/** What other screens need: start a rest of `seconds` (composed by the app layer). */
export function useStartRest(): (seconds: number) => void {
  const actor = useRestTimerActor();
  return (seconds) => actor.send({ type: 'timer.start', seconds });
}

/** Stops the rest, wherever it stands (a finished workout owes no rest); composed by the app layer. */
export function useStopRest(): () => void {
  const actor = useRestTimerActor();
  return () => actor.send({ type: 'timer.reset' });
}
