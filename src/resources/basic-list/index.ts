export { BasicListsPage, basicListOverrides } from './BasicListsPage';
