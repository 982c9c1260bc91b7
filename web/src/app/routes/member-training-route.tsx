import { lazy, Suspense } from 'react';

/**
 * The staff page and the progress feature's section, loaded side by side when the page opens. This chunk holds only
 * the composition: the route's entry in every first load lists one small file to preload (the member's first load
 * has no room for the page's own list twice), and the staff chunk never carries the progress feature.
 */
const Composed = lazy(async () => {
  const [{ MemberTrainingPage }, { MemberProgressSection }] = await Promise.all([import('../../features/workouts/staff'), import('../../features/progress')]);
  return { default: () => <MemberTrainingPage renderBodyProgress={(member) => <MemberProgressSection {...member} />} /> };
});

/** The coach's page of a member's training with her body measurements and photos (features never import each other). */
export function MemberTrainingRoute() {
  return (
    <Suspense fallback={null}>
      <Composed />
    </Suspense>
  );
}
