export { AccessDeniedRedirect, DASHBOARD_ACCESS } from './AccessDeniedRedirect';
export { bootLocale } from './bootLocale';
export { sendVisitorToSignIn } from './bootVisitor';
export { IndexRedirect } from './IndexRedirect';
export { LocaleRouter } from './LocaleRouter';
export { currentAppPath, nextFromSearch, rootWithNext, safeNext } from './nextPath';
export { RequireAbility } from './RequireAbility';
export { lazyPageRoute } from './lazyPageRoute';
