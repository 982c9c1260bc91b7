import type { RouteObject } from 'react-router-dom';
import { AdminMenu } from '../features/admin';
import { PostSignupPage, SignInPage, SignUpPage } from '../features/auth';
import { BookingAuditPage } from '../features/booking-audit';
import { CreatePackagePage, DisciplinesAdminPage, EditPackagesPage, SchedulesAdminPage } from '../features/catalog';
import { AssignPlansButton, GroupsAdminPage } from '../features/groups';
import { UsersAdminPage } from '../features/membership';
import { CreateNewsPage, NewsAdminPage } from '../features/news';
import { PlanBuilderPage } from '../features/plan-editor';
import { AssignPlansPage, PlanListPage } from '../features/plans';
import { DashboardPage } from '../features/reports';
import { AgendaRoute } from './routes/agenda-route';
import { HomeRoute } from './routes/home-route';
import { NotFoundPage } from './routes/not-found-page';
import { PackagesRoute } from './routes/packages-route';
import { PlanViewerRoute } from './routes/plan-viewer-route';
import { RequireAdmin } from './routes/require-admin';
import { RequireSession } from './routes/require-session';
import { RootLayout } from './routes/root-layout';
import { ShellRoute } from './routes/shell-route';
import { VideosRoute } from './routes/videos-route';

const adminChildren: RouteObject[] = [
  { index: true, element: <AdminMenu /> },
  { path: 'horarios', element: <SchedulesAdminPage /> },
  { path: 'disciplinas', element: <DisciplinesAdminPage /> },
  { path: 'paquetes', element: <CreatePackagePage /> },
  { path: 'editar-paquetes', element: <EditPackagesPage /> },
  { path: 'planificaciones_usr', element: <AssignPlansPage /> },
  { path: 'usuarios', element: <UsersAdminPage renderAssignPlans={(user) => <AssignPlansButton user={user} />} /> },
  { path: 'grupos', element: <GroupsAdminPage /> },
  { path: 'crearNoticias', element: <CreateNewsPage /> },
  { path: 'noticias', element: <NewsAdminPage /> },
  { path: 'reservas', element: <BookingAuditPage /> },
];

const shellChildren: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'planificaciones', element: <PlanListPage /> },
  { path: 'planificaciones/:id', element: <PlanViewerRoute /> },
  { path: 'turnos', element: <AgendaRoute /> },
  { path: 'videos', element: <VideosRoute /> },
  { path: 'paquetes', element: <PackagesRoute /> },
  {
    element: <RequireAdmin />,
    children: [
      { path: 'dashboard', children: [{ path: '', element: <DashboardPage /> }] },
      { path: 'crearPlanificaciones', element: <PlanBuilderPage /> },
      { path: 'admin', children: adminChildren },
    ],
  },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { path: 'sign-in/*', element: <SignInPage /> },
      { path: 'sign-up/*', element: <SignUpPage /> },
      { path: 'post-signup', element: <PostSignupPage /> },
      {
        element: <RequireSession />,
        children: [{ element: <ShellRoute />, children: shellChildren }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
