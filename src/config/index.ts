export { resourceKey, findResource, getResource, keyOfName } from './resourceKeys';
export { writableFields } from './writableFields';
