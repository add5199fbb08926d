export { generated, type GeneratedViews } from './generated';
export { getFieldForField } from './getFieldForField';
export { getInputForField } from './getInputForField';
