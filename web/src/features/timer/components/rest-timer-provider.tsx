import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { prepareAlarm, ringAlarm } from '../alarm';
import { restTimerMachine } from '../machines/rest-timer.machine';

const appTimerMachine = restTimerMachine.provide({ actions: { alarm: ringAlarm, prepareAlarm } });

const RestTimerContext = createActorContext(appTimerMachine);

/** The one app-wide rest timer: mounted above the routes so it survives navigation. */
export function RestTimerProvider({ children }: { children: ReactNode }) {
  return <RestTimerContext.Provider>{children}</RestTimerContext.Provider>;
}

export const useRestTimerSelector = RestTimerContext.useSelector;
export const useRestTimerActor = RestTimerContext.useActorRef;

/** What other screens need: start a rest of `seconds` (composed by the app layer). */
export function useStartRest(): (seconds: number) => void {
  const actor = useRestTimerActor();
  return (seconds) => actor.send({ type: 'timer.start', seconds });
}
