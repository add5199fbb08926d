import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChildCard } from './ChildCard';
import { ChildrenFrame } from './ChildrenFrame';

/**
 * /parent/children: each child linked to the parent (the server scopes students to the parent's
 * own children) with their courses. The original product left this page empty.
 */
export function ChildrenPage() {
  const translate = useTranslate();
  return (
    <ChildrenFrame title={translate('app.panels.children')}>
      {(linked) => (
        <Grid container spacing={2}>
          {linked.map((child) => (
            <Grid key={child.id} size={{ xs: 12, md: 6 }}>
              <ChildCard child={child} />
            </Grid>
          ))}
        </Grid>
      )}
    </ChildrenFrame>
  );
}
