import Button from '@mui/material/Button';
import Check from '@mui/icons-material/Check';
import Block from '@mui/icons-material/Block';
import { useListContext, useTranslate } from 'react-admin';
import { useModerate, type Verdict } from './useModerate';

/** Approves or rejects every comment selected in the list. */
export function BulkModerateButton({ verdict }: { verdict: Verdict }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { moderate, busy } = useModerate();
  const translate = useTranslate();
  const label = translate(
    `app.siteContent.comments.${verdict === 'approved' ? 'approve' : 'reject'}`,
  );
  return (
    <Button
      size="small"
      disabled={busy || selectedIds.length === 0}
      startIcon={verdict === 'approved' ? <Check /> : <Block />}
      onClick={() => {
        void moderate(selectedIds, verdict).then((done) => {
          if (done) onUnselectItems();
        });
      }}
    >
      {label}
    </Button>
  );
}
