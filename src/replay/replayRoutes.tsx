import type { RouteObject } from 'react-router';
import type { GuardResult } from '../app/guard/routeGuardLoader';
import { RouteScreenError } from './ScreenError';

/** The id of the route guard's route in src/app/routes.tsx: its screens read what the guard returns. */
const GUARDED = 'guarded';
const PASSED: GuardResult = { status: 'passed' };

/**
 * The app's own routes for the viewer: the same paths and screens, with no loader asking anything of
 * anyone. The guard passes (the recorded state says what the customer had), a lazily loaded route
 * keeps its screen but not its loader, a plain redirect (unknown path → /404) stays, and an error
 * shows the viewer's card instead of the client's page-reload offer.
 */
export function replayRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map(forReplay);
}

function forReplay(route: RouteObject): RouteObject {
  const { lazy, loader, errorElement } = route;
  const replayed = { ...route } as RouteObject & { children?: RouteObject[] };
  if (errorElement !== undefined) replayed.errorElement = <RouteScreenError />;
  if (loader) replayed.loader = route.id === GUARDED ? () => PASSED : loader;
  if (typeof lazy === 'function') {
    replayed.lazy = async () => {
      const { loader: _skipped, ...screen } = await lazy();
      return screen;
    };
  }
  if (route.children) replayed.children = route.children.map(forReplay);
  return replayed;
}
