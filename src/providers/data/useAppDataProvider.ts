import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './types';

/** The data provider with its extra calls (toggle, status change, arrange order) typed. */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
