export { BrowserPushSync } from './BrowserPushSync';
export { forgetBrowserPush } from './browserPush';
export { useBrowserPush } from './useBrowserPush';
