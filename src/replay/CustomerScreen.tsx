import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import { buildRoutes } from '../app/routes';
import type { AppStore } from '../app/store';
import { PhoneFrame } from './PhoneFrame';
import { replayRoutes } from './replayRoutes';
import { ScreenErrorBoundary } from './ScreenError';

interface CustomerScreenProps {
  store: Store;
  i18n: I18n;
  lang: string;
  scheme: number;
  /** The route the customer was on at this step (pathname and search). */
  path: string;
  /** The selected step: each one is a navigation, which also clears a screen's error of the step before. */
  step: number;
}

/** The real screen of the customer's route over the read-only store: what they saw at the selected step. */
export function CustomerScreen({ store, i18n, lang, scheme, path, step }: CustomerScreenProps) {
  // One router per screen (the viewer's store is one per recording); later paths and steps navigate it.
  const [router] = useState(() =>
    createMemoryRouter(replayRoutes(buildRoutes(store as AppStore)), { initialEntries: [path] }),
  );
  useEffect(() => {
    void router.navigate(path, { replace: true });
  }, [router, path, step]);

  return (
    <PhoneFrame title="Customer’s screen at this step (read-only)" lang={lang} scheme={scheme}>
      <ScreenErrorBoundary step={step}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </Provider>
      </ScreenErrorBoundary>
    </PhoneFrame>
  );
}
