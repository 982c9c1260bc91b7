import type { RouteObject } from 'react-router-dom';
import type { TopicHandlers } from './realtime';

/**
 * Everything one web feature plugs into the app, as data: `features/<feature>/feature.ts` exports one and
 * web/src/app/features.ts lists them all. The router (app/routes.tsx) mounts the routes, the change feed
 * (app/realtime-connection.tsx) hands topics to the handlers; nothing registers itself on import.
 *
 * Kept apart from the feature's index.ts (its components): feature.ts is in every first load, so it names its
 * screens only through `onDemand` loaders and its topic handlers through a loader too.
 */
export interface WebFeature {
  /** The feature's folder name (the same under services/, projections/ and events/ when it has a server side). */
  name: string;
  /** Its own screens, each loaded when opened; screens that combine features are declared in app/routes.tsx. */
  routes?: {
    /** Outside the shell, for anyone, signed in or not (the public schedule). */
    public?: RouteObject[];
    /** Inside the signed-in shell, for everyone (paths from /). */
    member?: RouteObject[];
    /** Inside the shell, admins only (paths from /). */
    admin?: RouteObject[];
    /** Inside the shell, studio staff: admins and coaches (paths from /). */
    staff?: RouteObject[];
    /** Studio staff, full screen without the shell (a class's pizarra on the studio's TV; paths from /). */
    staffFullScreen?: RouteObject[];
    /** The admin panel, under /admin (admins only). */
    adminPanel?: RouteObject[];
  };
  /**
   * Which queries each realtime topic refreshes, handled from the first notice on whether or not a screen is open.
   * Loaded with the change feed, after sign-in (app/realtime-connection.tsx), so no page's first load carries them.
   */
  topicHandlers?: () => Promise<readonly TopicHandlers[]>;
}

type Module = Record<string, unknown>;

/**
 * A screen loaded on demand: admin, plan editor, reports and audit screens are separate chunks, so a member's phone
 * never downloads them (the member's first load stays under its budget, `npm run size`).
 */
export const onDemand = <M extends Module>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
});
