/**
 * The floor: the smallest honest app of the mandated stack (docs/architecture.md, "Budgets"), one
 * labelled input. React 19 with react-dom/client, a Redux Toolkit store with one slice and one RTK
 * Query api (one endpoint, fetched on mount), react-redux's Provider and hooks, react-router 7
 * (createBrowserRouter + RouterProvider, one route) and i18next + react-i18next with one locale
 * loaded lazily as its own JSON chunk, the way the client loads its locale (src/lib/i18n/setupI18n.ts).
 * bench/browser/measure.ts measures it beside /chat: what /chat costs over this is the client's own.
 */
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next, { type BackendModule } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';

const floorApi = createApi({
  reducerPath: 'floorApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    floor: build.query<{ placeholder: string }, void>({ query: () => 'floor.json' }),
  }),
});

const draft = createSlice({
  name: 'draft',
  initialState: { text: '' },
  reducers: {
    typed(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
  },
});

const store = configureStore({
  reducer: { draft: draft.reducer, [floorApi.reducerPath]: floorApi.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(floorApi.middleware),
});
type FloorState = ReturnType<typeof store.getState>;

const lazyLocale: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    import(`./locales/${language}.json`)
      .then((module: { default: Record<string, unknown> }) => callback(null, module.default))
      .catch((error: Error) => callback(error, false));
  },
};

function Floor() {
  const { t } = useTranslation();
  const { data } = floorApi.useFloorQuery();
  const text = useSelector((state: FloorState) => state.draft.text);
  const dispatch = useDispatch();
  if (!data) return null;
  return (
    <main>
      <label>
        {t('composerLabel')}
        <input
          value={text}
          placeholder={data.placeholder}
          onChange={(event) => dispatch(draft.actions.typed(event.target.value))}
        />
      </label>
    </main>
  );
}

async function start() {
  const i18n = i18next.createInstance();
  await i18n
    .use(lazyLocale)
    .use(initReactI18next)
    .init({
      lng: 'en-US',
      load: 'currentOnly',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.title = i18n.t('title');
  const router = createBrowserRouter([{ path: '*', element: <Floor /> }]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
