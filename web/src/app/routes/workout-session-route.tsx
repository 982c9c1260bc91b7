import { lazy, Suspense, useState } from 'react';
import { useSignedInUser } from '../../features/auth';
import { useStartRest, useStopRest } from '../../features/timer';
import { blockSegments, loadBlockTimer, prepareAlarm, type BlockTimerRun } from '../../features/timer/block-timer';
import { WorkoutSessionPage } from '../../features/workouts/pages';
import type { BlockTimerRequest } from '../../features/workouts/pages';
import { formatLabel } from '../../lib/block-format';

// Loaded when a block's timer opens: the session screen itself never pays for it.
const BlockTimerScreen = lazy(() => import('../../features/timer/block-timer-screen').then((m) => ({ default: m.BlockTimerScreen })));

/**
 * The session screen starts the app-wide rest timer when a set is marked done and stops it when the workout is
 * finished, and opens a block's own timer over the screen (features never import each other). A block timer still
 * running when the page reloaded opens again where the clock says.
 */
export function WorkoutSessionRoute() {
  const { userId } = useSignedInUser();
  const startRest = useStartRest();
  const stopRest = useStopRest();
  const [run, setRun] = useState<BlockTimerRun | null>(() => loadBlockTimer(userId));
  // Each launch is a fresh timer, even of the block that was running.
  const [launches, setLaunches] = useState(0);
  const startBlockTimer = (request: BlockTimerRequest) => {
    prepareAlarm(); // inside her tap: mobile browsers allow the beeps from then on
    stopRest();
    const segments = blockSegments({ formato: request.formato, rest: request.rest, sets: request.sets });
    if (segments.length === 0) return;
    setLaunches((n) => n + 1);
    setRun({ sessionId: request.sessionId, blockId: request.blockId, title: request.title, label: formatLabel(request.formato) ?? '', segments });
  };
  return (
    <>
      <WorkoutSessionPage onStartRest={startRest} onStopRest={stopRest} onStartBlockTimer={startBlockTimer} />
      {run && (
        <Suspense fallback={null}>
          <BlockTimerScreen key={launches} memberId={userId} run={run} onClose={() => setRun(null)} />
        </Suspense>
      )}
    </>
  );
}
