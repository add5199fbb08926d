import { useMemo } from 'react';
import { AdminContext, CustomRoutes, Resource, type TranslationMessages } from 'react-admin';
import { Route } from 'react-router-dom';
import { resources } from '../resources.config';
import { AdminFrame } from './AdminFrame';
import { resourceKey } from './config';
import { LayoutScreen } from './layout/LayoutScreen';
import type { AppLocale } from './lib/locale';
import { appStore } from './lib/store/appStore';
import {
  authRoutes,
  ErrorPage,
  examFocusRoutes,
  NotFoundScreen,
  pageRoutes,
  publicPaymentRoutes,
  SignInScreen,
} from './pages';
import { createProviders } from './providers/createProviders';
import { generated } from './resources/generic/generated';
import { overridesOf } from './resources/overrides';
import { AccessDeniedRedirect, IndexRedirect, LocaleRouter } from './routing';
import { useAppTheme } from './theme';

/** Where react-admin keeps UI preferences (sidebar, list columns…): the browser, as `<Admin>` does; selections per page (lib/store/appStore). */
const store = appStore();

/**
 * The one admin: react-admin's `<Admin>` taken apart into `AdminContext` and `AdminFrame` (see
 * there why). Resources come from resources.config.ts, each registered under its SPA
 * route (see config/resourceKeys) with generated screens and any override. Pages without layout
 * (root, auth, a tutoring request's fee page) need no login, except the exam view, which fills
 * the window and checks the sign-in itself; everything in the layout is behind `requireAuth` and,
 * per route, the ability check of react-admin (resources) or RequireAbility (pages). Every screen is fetched when first
 * shown (pages/, resources/overrides.ts, the generated screens), with react-admin's loading screen
 * meanwhile: the first download holds only this frame and the config. The layout too is fetched when
 * first shown (LayoutScreen), so the sign-in page does without it.
 */
export function App({ locale, messages }: { locale: AppLocale; messages: TranslationMessages }) {
  const providers = useMemo(() => createProviders(locale, messages), [locale, messages]);
  const theme = useAppTheme();
  return (
    <LocaleRouter locale={locale}>
      <AdminContext {...providers} store={store} theme={theme} darkTheme={null}>
        <AdminFrame
          layout={LayoutScreen}
          catchAll={NotFoundScreen}
          error={ErrorPage}
          loginPage={SignInScreen}
          accessDenied={AccessDeniedRedirect}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path="/" element={<IndexRedirect />} />
            {authRoutes}
            {examFocusRoutes}
            {publicPaymentRoutes}
          </CustomRoutes>
          <CustomRoutes>{pageRoutes}</CustomRoutes>
          {resources.map((r) => (
            <Resource key={r.name} name={resourceKey(r)} {...generated(r)} {...overridesOf(r)} />
          ))}
        </AdminFrame>
      </AdminContext>
    </LocaleRouter>
  );
}
