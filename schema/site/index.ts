export * from './embed';
export * from './menu-tree';
export * from './settings-groups';
