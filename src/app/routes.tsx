import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { withMoreTranslations } from '../lib/i18n/setupI18n';
import { FAQ_PATHS } from '../lib/navigation';
import type { LinkProblem } from '../session/link';
import { LoadingScreen } from '../ui/LoadingScreen';
import { GuardedLayout } from './GuardedLayout';
import { createRouteGuard } from './guard/routeGuardLoader';
import { RouteErrorScreen } from './RouteErrorScreen';
import { SchemedRoot } from './SchemedRoot';
import { ChatRoute } from './screens/ChatRoute';
import type { AppStore } from './store';

/**
 * Spec §2: thirteen routes; any unknown path goes to /404. Every screen loads with its route but the
 * chat's, which comes with the entry: it is what the page is for, and in one file with the entry it
 * downloads 0.8 KB less than as a chunk of its own (docs/architecture.md, "Start-up"). Redirects
 * replace the entry they leave, so that going back never lands on a redirect again
 * (docs/architecture.md, "Navigation").
 * `linkProblem`: see createRouteGuard.
 */
export function buildRoutes(store: AppStore, linkProblem: LinkProblem | null = null): RouteObject[] {
  /** A screen beyond the chat: its chunk and the texts of every screen (setupI18n.ts). */
  const screen = (load: () => Promise<ComponentType>) => () =>
    withMoreTranslations(load).then((Component) => ({ Component }));
  const faqRoutes = FAQ_PATHS.map((path) => ({
    path: path.slice(1),
    lazy: screen(() => import('../features/faq/faqScreens').then((screens) => screens.FAQ_SCREEN_AT[path])),
  }));
  return [
    {
      element: <SchemedRoot />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          path: '/404',
          // The loader comes with the screen's chunk: a link to an unknown path is rare, the chat's first download is not.
          lazy: () =>
            withMoreTranslations(() => import('./notFoundRoute')).then((route) => ({
              loader: route.createNotFoundLoader(store),
              Component: route.NotFoundScreen,
            })),
        },
        {
          path: '*',
          loader: ({ request }) => replace(`/404${new URL(request.url).search}`),
          // The loader replaces the address before the route renders, so this is not seen: it only keeps
          // the matched leaf from being an empty page.
          element: <LoadingScreen />,
        },
        {
          id: 'guarded',
          loader: createRouteGuard(store, linkProblem),
          shouldRevalidate: () => true,
          element: <GuardedLayout />,
          children: [
            { index: true, lazy: screen(() => import('./screens/HomeRoute').then((m) => m.HomeRoute)) },
            { path: 'chat', Component: ChatRoute },
            {
              path: 'chatlist',
              lazy: screen(() => import('../features/conversations/ChatListScreen').then((m) => m.ChatListScreen)),
            },
            ...faqRoutes,
            {
              path: 'social',
              lazy: screen(() => import('../features/social/SocialScreen').then((m) => m.SocialScreen)),
            },
          ],
        },
      ],
    },
  ];
}
