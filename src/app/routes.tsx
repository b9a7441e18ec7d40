import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { withMoreTranslations } from '../lib/i18n/setupI18n';
import type { LinkProblem } from '../lib/session/link';
import { LoadingScreen } from '../ui/LoadingScreen';
import { GuardedLayout } from './GuardedLayout';
import { createRouteGuard } from './guard/routeGuardLoader';
import { RouteErrorScreen } from './RouteErrorScreen';
import { SchemedRoot } from './SchemedRoot';
import type { AppStore } from './store';

/**
 * Spec §2: thirteen routes, all lazy; any unknown path goes to /404. Redirects replace the entry they
 * leave, so that going back never lands on a redirect again (docs/architecture.md, "Navigation").
 * `linkProblem`: see createRouteGuard.
 */
export function buildRoutes(store: AppStore, linkProblem: LinkProblem | null = null): RouteObject[] {
  /** A screen beyond the chat: its chunk and the texts of every screen (setupI18n.ts). */
  const screen = (load: () => Promise<ComponentType>) => () => withMoreTranslations(load).then((Component) => ({ Component }));
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
            withMoreTranslations(() => Promise.all([import('./notFoundLoader'), import('../features/notFound/NotFoundScreen')])).then(([loader, screen]) => ({
              loader: loader.createNotFoundLoader(store),
              Component: screen.NotFoundScreen,
            })),
        },
        {
          path: '*',
          loader: ({ request }) => replace(`/404${new URL(request.url).search}`),
        },
        {
          id: 'guarded',
          loader: createRouteGuard(store, linkProblem),
          shouldRevalidate: () => true,
          element: <GuardedLayout />,
          children: [
            { index: true, lazy: screen(() => import('./screens/HomeRoute').then((m) => m.HomeRoute)) },
            { path: 'chat', lazy: () => import('./screens/ChatRoute').then((m) => ({ Component: m.ChatRoute })) },
            { path: 'chatlist', lazy: screen(() => import('../features/conversations/ChatListScreen').then((m) => m.ChatListScreen)) },
            { path: 'faqmain', lazy: screen(() => import('../features/faq/FaqMainScreen').then((m) => m.FaqMainScreen)) },
            { path: 'faqclass', lazy: screen(() => import('../features/faq/FaqClassScreen').then((m) => m.FaqClassScreen)) },
            { path: 'faqreply', lazy: screen(() => import('../features/faq/FaqReplyScreen').then((m) => m.FaqReplyScreen)) },
            { path: 'faqindex', lazy: screen(() => import('../features/faq/FaqIndexScreen').then((m) => m.FaqIndexScreen)) },
            { path: 'faqdetail', lazy: screen(() => import('../features/faq/FaqDetailScreen').then((m) => m.FaqDetailScreen)) },
            { path: 'faqanswery', lazy: screen(() => import('../features/faq/FaqAnswerScreen').then((m) => m.FaqAnswerScreen)) },
            { path: 'faqa', lazy: screen(() => import('../features/faq/FaqVariantAScreen').then((m) => m.FaqVariantAScreen)) },
            { path: 'faqb', lazy: screen(() => import('../features/faq/FaqVariantBScreen').then((m) => m.FaqVariantBScreen)) },
            { path: 'social', lazy: screen(() => import('../features/social/SocialScreen').then((m) => m.SocialScreen)) },
          ],
        },
      ],
    },
  ];
}
