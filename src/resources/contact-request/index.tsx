import type { ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { GenericShow } from '../generic/views/GenericShow';
import { ContactReply } from './ContactReply';

/** A contact request's page: the message, then the reply by e-mail. */
export const contactRequest: Partial<ResourceProps> = {
  show: <GenericShow r={getResource('contact-request')} below={<ContactReply />} />,
};
