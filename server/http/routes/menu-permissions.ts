/**
 * Menu permissions: which permission guards each menu entry. They follow from the served
 * resources' config (menu place and subject), so they
 * are derived here rather than stored, and can never disagree with the sidebar or the server's
 * checks. The role and user permission screens group permissions by these entries.
 */
import type { FastifyInstance } from 'fastify';
import { menuGroups, type Resource } from '../../../schema';
import { can } from '../../resources/context';
import { ForbiddenError } from '../../resources/errors';

const entriesOf = (resources: readonly Resource[]) =>
  resources
    .filter((r) => r.menu && r.route)
    .map((r) => ({
      group: r.menu!.group,
      resource: r.name,
      route: r.route!,
      order: r.menu!.order,
      action: r.menu!.action ?? 'read',
      subject: r.subject,
    }))
    .sort((a, b) => menuGroups.indexOf(a.group) - menuGroups.indexOf(b.group) || a.order - b.order);

export async function menuPermissionRoutes(app: FastifyInstance): Promise<void> {
  const entries = entriesOf(app.services.resources.all);
  app.get('/api/menu-permission', async (request) => {
    const { actor } = await request.requireSession();
    if (!can(actor, 'read', 'Permission')) throw new ForbiddenError();
    return { data: entries, meta: { total: entries.length } };
  });
}
