import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSignedInUser } from '../../features/auth';

// Loaded for admins only: a member's first load never carries the admin menu's list (npm run size).
const AdminBackLink = lazy(() => import('../../features/admin/back-link').then((m) => ({ default: m.AdminBackLink })));

/**
 * Around the admin's and the staff's screens: an admin on one of the admin menu's screens gets the way back to the
 * menu above it (a coach reaches Clases from the nav, and has no menu to go back to).
 */
export function AdminSubpageRoute() {
  const user = useSignedInUser();
  return (
    <>
      {user.role === 'admin' && (
        <Suspense fallback={null}>
          <AdminBackLink />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
