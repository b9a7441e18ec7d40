import { redirect, type RouteObject } from 'react-router';
import { LoadingScreen } from '../ui/LoadingScreen';
import { GuardedLayout } from './GuardedLayout';
import { createRouteGuard } from './guard/routeGuardLoader';
import { RouteErrorScreen } from './RouteErrorScreen';
import { lazyFeatures } from './lazyFeatures';
import type { AppStore } from './store';

/** Spec §2: thirteen routes, all lazy; any unknown path goes to /404. */
export function buildRoutes(store: AppStore): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          path: '/404',
          lazy: () => import('../features/notFound/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen })),
        },
        {
          path: '*',
          loader: ({ request }) => redirect(`/404${new URL(request.url).search}`),
        },
        {
          id: 'guarded',
          loader: createRouteGuard(store),
          shouldRevalidate: () => true,
          element: <GuardedLayout />,
          children: [
            { index: true, lazy: () => import('./screens/HomeRoute').then((m) => ({ Component: m.HomeRoute })) },
            {
              path: 'chat',
              lazy: async () => {
                const [screen] = await Promise.all([import('./screens/ChatRoute'), lazyFeatures.evaluation(store.dispatch)]);
                return { Component: screen.ChatRoute };
              },
            },
            { path: 'chatlist', lazy: () => import('../features/conversations/ChatListScreen').then((m) => ({ Component: m.ChatListScreen })) },
            { path: 'faqmain', lazy: () => import('../features/faq/FaqMainScreen').then((m) => ({ Component: m.FaqMainScreen })) },
            { path: 'faqclass', lazy: () => import('../features/faq/FaqClassScreen').then((m) => ({ Component: m.FaqClassScreen })) },
            { path: 'faqreply', lazy: () => import('../features/faq/FaqReplyScreen').then((m) => ({ Component: m.FaqReplyScreen })) },
            { path: 'faqindex', lazy: () => import('../features/faq/FaqIndexScreen').then((m) => ({ Component: m.FaqIndexScreen })) },
            { path: 'faqdetail', lazy: () => import('../features/faq/FaqDetailScreen').then((m) => ({ Component: m.FaqDetailScreen })) },
            { path: 'faqanswery', lazy: () => import('../features/faq/FaqAnswerScreen').then((m) => ({ Component: m.FaqAnswerScreen })) },
            { path: 'faqa', lazy: () => import('../features/faq/FaqVariantAScreen').then((m) => ({ Component: m.FaqVariantAScreen })) },
            { path: 'faqb', lazy: () => import('../features/faq/FaqVariantBScreen').then((m) => ({ Component: m.FaqVariantBScreen })) },
            { path: 'social', lazy: () => import('../features/social/SocialScreen').then((m) => ({ Component: m.SocialScreen })) },
          ],
        },
      ],
    },
  ];
}
