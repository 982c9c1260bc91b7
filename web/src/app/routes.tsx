import type { RouteObject } from 'react-router-dom';
import { AgendaRoute } from './routes/agenda-route';
import { HomeRoute } from './routes/home-route';
import { NotFoundPage } from './routes/not-found-page';
import { RequireAdmin } from './routes/require-admin';
import { RequireSession } from './routes/require-session';
import { RootLayout } from './routes/root-layout';
import { ShellRoute } from './routes/shell-route';

type Module = Record<string, unknown>;

/**
 * A screen loaded on demand: admin, plan editor, reports and audit screens are separate chunks, so a member's phone
 * never downloads them (issue 11: the member's first load stays under its budget, `npm run size`).
 */
const onDemand = <M extends Module>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
});

const auth = () => import('./routes/auth-pages');
const admin = () => import('../features/admin');
const audit = () => import('../features/booking-audit');
const catalog = () => import('../features/catalog');
const groups = () => import('../features/groups');
const newsStaff = () => import('../features/news/staff');
const planEditor = () => import('../features/plan-editor');
const plansStaff = () => import('../features/plans/staff');
const reports = () => import('../features/reports');
const usersAdmin = () => import('./routes/users-admin-route');
// Member screens beyond home and the agenda also load when opened: the first load is what every visit pays.
const packagesRoute = () => import('./routes/packages-route');
const planList = () => import('../features/plans/pages');
const planViewer = () => import('./routes/plan-viewer-route');
const videosRoute = () => import('./routes/videos-route');
const account = () => import('./routes/account-route');

const adminChildren: RouteObject[] = [
  { index: true, ...onDemand(admin, 'AdminMenu') },
  { path: 'horarios', ...onDemand(catalog, 'SchedulesAdminPage') },
  { path: 'disciplinas', ...onDemand(catalog, 'DisciplinesAdminPage') },
  { path: 'paquetes', ...onDemand(catalog, 'CreatePackagePage') },
  { path: 'editar-paquetes', ...onDemand(catalog, 'EditPackagesPage') },
  { path: 'planificaciones_usr', ...onDemand(plansStaff, 'AssignPlansPage') },
  { path: 'usuarios', ...onDemand(usersAdmin, 'UsersAdminRoute') },
  { path: 'grupos', ...onDemand(groups, 'GroupsAdminPage') },
  { path: 'crearNoticias', ...onDemand(newsStaff, 'CreateNewsPage') },
  { path: 'noticias', ...onDemand(newsStaff, 'NewsAdminPage') },
  { path: 'reservas', ...onDemand(audit, 'BookingAuditPage') },
];

const shellChildren: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'planificaciones', ...onDemand(planList, 'PlanListPage') },
  { path: 'planificaciones/:id', ...onDemand(planViewer, 'PlanViewerRoute') },
  { path: 'turnos', element: <AgendaRoute /> },
  { path: 'videos', ...onDemand(videosRoute, 'VideosRoute') },
  { path: 'paquetes', ...onDemand(packagesRoute, 'PackagesRoute') },
  { path: 'cuenta', ...onDemand(account, 'AccountRoute') },
  {
    element: <RequireAdmin />,
    children: [
      { path: 'dashboard', children: [{ path: '', ...onDemand(reports, 'DashboardPage') }] },
      { path: 'crearPlanificaciones', ...onDemand(planEditor, 'PlanBuilderPage') },
      { path: 'admin', children: adminChildren },
    ],
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
      {
        element: <RequireSession />,
        children: [{ element: <ShellRoute />, children: shellChildren }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
