import TableChart from '@mui/icons-material/TableChart';
import { Button, LinkBase, useRecordContext, type ResourceProps } from 'react-admin';
import { GenericList } from '../generic';
import { satScale } from '../../../resources.config';

export const conversionTablePath = (id: unknown) =>
  `/admin/exam/satScale/${String(id)}/conversions`;

/** A row's link to its conversion table, which is edited as a grid of its own. */
function ConversionTableButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      label="app.scoring.conversion.open"
      component={LinkBase}
      to={conversionTablePath(record.id)}
    >
      <TableChart />
    </Button>
  );
}

/** The generated list, each scale leading to its conversion table. */
export const satScaleOverrides: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={satScale}
      rowActions={<ConversionTableButton />}
      mobileRowLink={(record) => conversionTablePath(record.id)}
    />
  ),
};
