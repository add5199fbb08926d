export { BrowserPushSync } from './BrowserPushSync';
export { forgetBrowserPush } from './browserPush';
export { useBrowserPush, type BrowserPushState } from './useBrowserPush';
