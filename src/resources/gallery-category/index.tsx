import type { ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { GenericShow } from '../generic/views/GenericShow';
import { GalleryImages } from './GalleryImages';

/** A gallery's page: its name and state, then its pictures to add, caption and arrange. */
export const galleryCategory: Partial<ResourceProps> = {
  show: <GenericShow r={getResource('gallery-category')} below={<GalleryImages />} />,
};
