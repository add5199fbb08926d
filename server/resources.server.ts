/**
 * The product's resources with their server behaviour: the shared config (resources.config.ts)
 * and each domain's behaviour module, with the id sets config row filters name, assembled once.
 * The app and the seed serve this set; a test may serve the product's config plus its own.
 */
import { resources } from '../resources.config';
import type { Resource } from '../schema';
import { academicsBehaviour } from './domain/academics/behaviour';
import { affiliatesBehaviour } from './domain/affiliates/behaviour';
import { authBehaviour } from './domain/auth/behaviour';
import { assessmentBehaviour } from './domain/assessment/behaviour';
import { billingBehaviour } from './domain/billing/behaviour';
import { complaintsBehaviour } from './domain/complaints/behaviour';
import { financeBehaviour } from './domain/finance/behaviour';
import { notificationsBehaviour } from './domain/notifications/behaviour';
import { ordersBehaviour } from './domain/orders/behaviour';
import { peopleBehaviour } from './domain/people/behaviour';
import { actorSets } from './domain/scopes/actor-sets';
import { schedulingBehaviour } from './domain/scheduling/behaviour';
import { siteBehaviour } from './domain/site/behaviour';
import { siteContentBehaviour } from './domain/site-content/behaviour';
import type { ResourceBehaviour } from './resources/behaviour';
import { serveResources, type ServedResources } from './resources/served';

/** Every domain's behaviour; a test serving resources of its own adds to these. */
export const productBehaviours: readonly ResourceBehaviour[] = [
  ...authBehaviour,
  ...peopleBehaviour,
  ...academicsBehaviour,
  ...schedulingBehaviour,
  ...assessmentBehaviour,
  ...ordersBehaviour,
  ...billingBehaviour,
  ...affiliatesBehaviour,
  ...financeBehaviour,
  ...siteContentBehaviour,
  ...siteBehaviour,
  ...notificationsBehaviour,
  ...complaintsBehaviour,
];

/**
 * A served set of `config` with the product's behaviour and id sets: the product's own, or the
 * product's plus resources a test adds (with any behaviour they bind as code).
 */
export const serveProduct = (
  config: readonly Resource[] = resources,
  behaviours: readonly ResourceBehaviour[] = [],
): ServedResources => serveResources(config, [...productBehaviours, ...behaviours], actorSets);

export const productResources = serveProduct();
