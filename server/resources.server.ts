/**
 * The product's resources with their server behaviour: the shared config (resources.config.ts)
 * and each domain's behaviour module, assembled once. The app and the seed serve this set; a
 * test may build its own with serveResources.
 */
import { resources } from '../resources.config';
import { academicsBehaviour } from './domain/academics/behaviour';
import { authBehaviour } from './domain/auth/behaviour';
import { assessmentBehaviour } from './domain/assessment/behaviour';
import { billingBehaviour } from './domain/billing/behaviour';
import { complaintsBehaviour } from './domain/complaints/behaviour';
import { financeBehaviour } from './domain/finance/behaviour';
import { notificationsBehaviour } from './domain/notifications/behaviour';
import { ordersBehaviour } from './domain/orders/behaviour';
import { peopleBehaviour } from './domain/people/behaviour';
import { schedulingBehaviour } from './domain/scheduling/behaviour';
import { siteBehaviour } from './domain/site/behaviour';
import { siteContentBehaviour } from './domain/site-content/behaviour';
import type { ResourceBehaviour } from './resources/behaviour';
import { serveResources } from './resources/served';

/** Every domain's behaviour; a test serving resources of its own adds to these. */
export const productBehaviours: readonly ResourceBehaviour[] = [
  ...authBehaviour,
  ...peopleBehaviour,
  ...academicsBehaviour,
  ...schedulingBehaviour,
  ...assessmentBehaviour,
  ...ordersBehaviour,
  ...billingBehaviour,
  ...financeBehaviour,
  ...siteContentBehaviour,
  ...siteBehaviour,
  ...notificationsBehaviour,
  ...complaintsBehaviour,
];

export const productResources = serveResources(resources, productBehaviours);
