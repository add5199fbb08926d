import type { ResourceProps } from 'react-admin';
import { OverTimeList } from '../../pages/billing/BillingLists';

/** Overtime requests with their hours and amount; approve or cancel from the row. */
export const overTimeOverrides: Partial<ResourceProps> = { list: <OverTimeList /> };
