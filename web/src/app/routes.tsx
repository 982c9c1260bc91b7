import type { RouteObject } from 'react-router-dom';
import { onDemand } from '../lib/feature-module';
import { featureRoutes } from './features';
import { AdminSubpageRoute } from './routes/admin-subpage-route';
import { AgendaRoute } from './routes/agenda-route';
import { HomeRoute } from './routes/home-route';
import { NotFoundPage } from './routes/not-found-page';
import { RequireAdmin } from './routes/require-admin';
import { RequireSession } from './routes/require-session';
import { RequireStaff } from './routes/require-staff';
import { RootLayout } from './routes/root-layout';
import { ShellRoute } from './routes/shell-route';

// Screens that combine features (or the app's own) are declared here; each feature's own screens come from its module
// (app/features.ts). Everything but home and the agenda loads when opened: the first load is what every visit pays.
const auth = () => import('./routes/auth-pages');
const usersAdmin = () => import('./routes/users-admin-route');
const editPackages = () => import('./routes/edit-packages-route');
const packagesRoute = () => import('./routes/packages-route');
const planViewer = () => import('./routes/plan-viewer-route');
const planList = () => import('./routes/plan-list-route');
const workoutSession = () => import('./routes/workout-session-route');
const videosRoute = () => import('./routes/videos-route');
const account = () => import('./routes/account-route');
const groupsRoute = () => import('./routes/groups-route');
const memberTraining = () => import('./routes/member-training-route');

const adminChildren: RouteObject[] = [
  { path: 'usuarios', ...onDemand(usersAdmin, 'UsersAdminRoute') },
  { path: 'editar-paquetes', ...onDemand(editPackages, 'EditPackagesRoute') },
  ...featureRoutes('adminPanel'),
];

const shellChildren: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'planificaciones', ...onDemand(planList, 'PlanListRoute') },
  { path: 'planificaciones/:id', ...onDemand(planViewer, 'PlanViewerRoute') },
  { path: 'entrenamientos/:id', ...onDemand(workoutSession, 'WorkoutSessionRoute') },
  { path: 'turnos', element: <AgendaRoute /> },
  { path: 'videos', ...onDemand(videosRoute, 'VideosRoute') },
  { path: 'paquetes', ...onDemand(packagesRoute, 'PackagesRoute') },
  { path: 'cuenta', ...onDemand(account, 'AccountRoute') },
  ...featureRoutes('member'),
  {
    element: <RequireStaff />,
    children: [
      {
        element: <AdminSubpageRoute />,
        children: [
          ...featureRoutes('staff'),
          { path: 'crearPlanificaciones/grupos', ...onDemand(groupsRoute, 'GroupsRoute') },
          { path: 'profesor/entrenamientos/:clerkUserId', ...onDemand(memberTraining, 'MemberTrainingRoute') },
        ],
      },
    ],
  },
  {
    element: <RequireAdmin />,
    // Every admin screen leads back to the menu (admin-subpage-route.tsx).
    children: [{ element: <AdminSubpageRoute />, children: [...featureRoutes('admin'), { path: 'admin', children: adminChildren }] }],
  },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { path: 'sign-in/*', ...onDemand(auth, 'SignInPage') },
      { path: 'sign-up/*', ...onDemand(auth, 'SignUpPage') },
      { path: 'post-signup', ...onDemand(auth, 'PostSignupPage') },
      { path: 'olvide-contrasena', ...onDemand(auth, 'ForgotPasswordPage') },
      { path: 'restablecer-contrasena', ...onDemand(auth, 'ResetPasswordPage') },
      { path: 'verificar-email', ...onDemand(auth, 'VerifyEmailPage') },
      ...featureRoutes('public'),
      {
        element: <RequireSession />,
        children: [
          // Full screen, without the nav: what a TV or a tablet shows the whole class.
          { element: <RequireStaff />, children: featureRoutes('staffFullScreen') },
          { element: <ShellRoute />, children: shellChildren },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
