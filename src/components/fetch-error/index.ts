export { FetchErrorAlert } from './FetchErrorAlert';
