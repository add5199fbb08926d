import type { ResourceProps } from 'react-admin';
import { WorkingHourList } from '../../pages/billing/BillingLists';

/** Hours as "1 h 30 min", amounts in the chosen currency, "No rate" rows flagged, decisions inline. */
export const workingHourOverrides: Partial<ResourceProps> = { list: <WorkingHourList /> };
