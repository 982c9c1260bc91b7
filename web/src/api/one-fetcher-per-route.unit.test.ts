import { describe, expect, it } from 'vitest';

// One fetcher per route: a route the web app calls is fetched from one place, so one key and one set of options
// serve every screen that shows its answer. A route more than one feature reads lives in web/src/api (below the
// features, which never import each other); a route one feature alone reads may stay in that feature.

const ROUTE = /'((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^'\s]*)'/g;

/** Who owns a file (named from this folder, web/src/api): `features/<name>`, or the shared folder it sits in (`api`, `lib`, …). */
const ownerOf = (file: string) => {
  const parts = file.replace(/^\.\//, '../api/').replace(/^\.\.\//, '').split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
};

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * The routes each owner calls: every route literal in its code but those in comments and in type positions
 * (`ApiAnswer<'…'>`, `ApiInput<'…'>`), which name a route's shape and fetch nothing.
 */
export function routeOwners(sources: Record<string, string>): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(sources)) {
    const text = withoutComments(source);
    for (const match of text.matchAll(ROUTE)) {
      if (text[match.index - 1] === '<') continue;
      const route = match[1]!;
      if (!owners.has(route)) owners.set(route, new Set());
      owners.get(route)!.add(ownerOf(file));
    }
  }
  return owners;
}

const fetchedByMany = (owners: Map<string, Set<string>>) =>
  [...owners].filter(([, who]) => who.size > 1).map(([route, who]) => `${route}: ${[...who].sort().join(', ')}`);

const webSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**', '!../sw/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('one fetcher per route in the web app', () => {
  it('reads the routes the web app calls, the shared ones from web/src/api', () => {
    const owners = routeOwners(webSources);
    expect(owners.size).toBeGreaterThan(100);
    expect([...owners].filter(([, who]) => who.has('api')).length).toBeGreaterThanOrEqual(15);
  });

  it('no route is fetched from two places', () => {
    expect(fetchedByMany(routeOwners(webSources))).toEqual([]);
  });

  it('reports a route two features fetch, and not one named only as a type', () => {
    const planted = {
      '../features/booking/api/get-paquetes.ts': "export const x = () => api('GET /api/paquetes/getPaquetes');",
      '../features/catalog/api/get-paquetes.ts': "export const y = () => api('GET /api/paquetes/getPaquetes');",
      '../features/packages/api/types.ts': "export type P = ApiAnswer<'POST /api/paquetes/getUserPackage'>;",
      './packages/user-package.ts': "const ROUTE = 'POST /api/paquetes/getUserPackage'; // not 'GET /api/paquetes/getPaquetes'",
    };
    expect(fetchedByMany(routeOwners(planted))).toEqual(['GET /api/paquetes/getPaquetes: features/booking, features/catalog']);
  });
});
