import type { ResourceProps } from 'react-admin';
import type { Resource } from '../../../schema';
import { GenericCreate } from '../generic/views/GenericCreate';
import { GenericEdit } from '../generic/views/GenericEdit';
import { GenericShow } from '../generic/views/GenericShow';
import { CampaignFormFields } from './CampaignFormFields';
import { DeliveriesPanel } from './DeliveriesPanel';

/**
 * E-mail, push and SMS notifications: the generated screens, with the audience inputs shown per
 * kind of audience, the SMS cost counter, and each campaign's recipients on its page.
 */
export function campaignOverrides(r: Resource): Partial<ResourceProps> {
  const name = r.name;
  return {
    create: (
      <GenericCreate r={r} goTo="show">
        <CampaignFormFields resource={name} mode="create" />
      </GenericCreate>
    ),
    edit: (
      <GenericEdit r={r}>
        <CampaignFormFields resource={name} mode="edit" />
      </GenericEdit>
    ),
    show: <GenericShow r={r} below={<DeliveriesPanel resource={name} />} />,
  };
}
