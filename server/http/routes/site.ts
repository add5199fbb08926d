/**
 * Public-site management beyond the generic resource routes (docs/API.md "Public site: home
 * page, settings, pages, menus"): a menu's item tree, and saving a group of general settings.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { menuItemsOf, saveMenuItems } from '../../domain/site/menu-items';
import { saveSettingsGroup } from '../../domain/site/settings-group';
import { idsInPath, type WithIds } from '../path-ids';
import { readerOf } from '../reader';

type WithId = WithIds<'id'>;

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/menu/:id/items', idsInPath(), async (request: WithId) => ({
    data: await menuItemsOf(await request.context(), request.params.id),
  }));

  const saveItems = async (request: WithId) => {
    const { body } = await request.readBody();
    const data = await saveMenuItems(await request.context(), request.params.id, body);
    return { status: true, message: readerOf(request).t('success.menuSaved'), data };
  };
  // PUT, or POST as the contract allows for updates (`_method=PUT` is read and dropped).
  app.put('/api/menu/:id/items', idsInPath(), saveItems);
  app.post('/api/menu/:id/items', idsInPath(), saveItems);

  const saveGroup = async (request: FastifyRequest<{ Params: { group: string } }>) => {
    const { body } = await request.readBody();
    const data = await saveSettingsGroup(await request.context(), request.params.group, body);
    return { status: true, message: readerOf(request).t('success.settingsSaved'), data };
  };
  // PUT as JSON, or POST (a multipart form when an image is uploaded; `_method=PUT` allowed).
  app.put('/api/setting/group/:group', saveGroup);
  app.post('/api/setting/group/:group', saveGroup);
}
