/**
 * Users, roles and permissions.
 */
import {
  choice,
  datetime,
  defineResource,
  email,
  image,
  password,
  phone,
  reference,
  references,
  text,
} from '../schema';
import { activeToggle } from './presets';

export const permission = defineResource({
  name: 'permission',
  table: 'permissions',
  subject: 'Permission',
  route: '/rolePermission/basic',
  title: 'subject',
  menu: { group: 'rolePermission', icon: 'Key', order: 1 },
  storage: { indexes: [{ columns: ['subject', 'action'], unique: true }] },
  fields: {
    action: choice('permissionAction', { required: true, filterable: true, sortable: true }),
    subject: text({ required: true, max: 100, searchable: true, sortable: true, filterable: true }),
  },
  list: { defaultSort: { field: 'subject', order: 'asc' } },
});

export const role = defineResource({
  name: 'role',
  table: 'roles',
  subject: 'Role',
  route: '/rolePermission/rolePermission',
  title: 'name',
  menu: { group: 'rolePermission', icon: 'AdminPanelSettings', order: 2 },
  fields: {
    name: text({ required: true, max: 100, unique: true, searchable: true, sortable: true }),
    type: choice('roleType', { required: true, filterable: true, sortable: true }),
    is_active: activeToggle(),
    permissions: references('permission', {
      through: 'role_permissions',
      ownKey: 'role_id',
      targetKey: 'permission_id',
      input: 'permissionMatrix',
    }),
  },
  list: { columns: ['name', 'type', 'is_active'] },
});

export const users = defineResource({
  name: 'users',
  table: 'users',
  subject: 'User',
  route: '/rolePermission/userPermission',
  title: 'email',
  menu: { group: 'rolePermission', icon: 'ManageAccounts', order: 3 },
  storage: {
    columns: {
      email_verified_at: datetime(),
      // The user's own settings (/user/edit): an address waiting for its confirmation link, the
      // language and theme the app applies at sign-in, when the profile prompt was shown.
      pending_email: email(),
      locale: text({ max: 5 }),
      theme: text({ max: 10 }),
      profile_prompted_at: datetime(),
      // The affiliate whose link the account signed up through, kept until the student profile
      // is made and takes it (docs/DOMAIN.md "Affiliates").
      referred_by_affiliate_id: reference('affiliate', { onDelete: 'set null' }),
    },
  },
  fields: {
    first_name: text({ required: true, max: 100, searchable: true, sortable: true }),
    last_name: text({ max: 100, searchable: true, sortable: true }),
    email: email({ required: true, unique: true, searchable: true, sortable: true }),
    phone: phone({ searchable: true }),
    role_id: reference('role', { required: true, activeOnly: true, filterable: true }),
    status: choice('userStatus', { default: 'active', statusChange: true, filterable: true }),
    image: image({ maxKb: 1024 }),
    password: password({ length: 255, required: true }),
    permissions: references('permission', {
      through: 'user_permissions',
      ownKey: 'user_id',
      targetKey: 'permission_id',
      input: 'permissionMatrix',
    }),
  },
  list: { columns: ['image', 'first_name', 'last_name', 'email', 'role_id', 'status'] },
  // Other people's accounts are admin business: anyone else granted User abilities sees only
  // their own row.
  scope: {
    employee: { id: 'self' },
    student: { id: 'self' },
    parent: { id: 'self' },
    affiliation: { id: 'self' },
  },
});
