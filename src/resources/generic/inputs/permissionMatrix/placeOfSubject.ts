import { resources } from '../../../../../resources.config';
import { pageEntries } from '../../../../../schema/menu-pages';
import { buildMenu } from '../../../../layout/menu/buildMenu';
import { subjectPlaces } from './subjectPlaces';

/** Each subject's group and name, as the full sidebar places them, whoever is looking. */
export const placeOfSubject = subjectPlaces(resources, buildMenu(resources, pageEntries));
