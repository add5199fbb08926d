import type { ResourceProps } from 'react-admin';
import { GenericShow } from '../generic/views/GenericShow';
import { ContactReply } from './ContactReply';
import { contactRequest as resource } from '../../../resources.config';

/** A contact request's page: the message, then the reply by e-mail. */
export const contactRequest: Partial<ResourceProps> = {
  show: <GenericShow r={resource} below={<ContactReply />} />,
};
