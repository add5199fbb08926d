export { createDataProvider } from './dataProvider';
export { createHttpClient, type HttpClient, type HttpClientOptions } from './http';
export { fieldErrors, serverMessage, toHttpError } from './httpError';
export type { ActionResult, AppDataProvider } from './types';
export { useAppDataProvider } from './useAppDataProvider';
export { refreshAfterWrite, useRefreshAfterWrite } from './refreshAfterWrite';
