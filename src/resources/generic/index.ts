export { generated, type GeneratedViews } from './generated';
export { getFieldForField } from './getFieldForField';
export { getInputForField } from './getInputForField';
export { GenericList } from './list/GenericList';
export { ListActions } from './list/ListActions';
export { ListPagination } from './list/ListPagination';
