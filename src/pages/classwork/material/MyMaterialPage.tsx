import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { keyOfName } from '../../../config';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { groupByCourse } from './groupByCourse';
import { MaterialItem } from './MaterialItem';

/**
 * /student/courseMaterial: what the tutors published for the student's courses, by course. The
 * server's scope gives a student only published material of courses they are seated in.
 */
export function MyMaterialPage() {
  const translate = useTranslate();
  const materials = useGetList(keyOfName('course-material'), {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'position', order: 'ASC' },
  });
  const courses = useGetList(keyOfName('course'), {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'title', order: 'ASC' },
  });
  const titles = new Map((courses.data ?? []).map((c) => [Number(c.id), String(c.title)]));
  const groups = groupByCourse(materials.data ?? [], [...titles.keys()]);
  return (
    <PanelPage title={translate('app.panels.student_material')}>
      <PanelState
        isPending={materials.isPending}
        error={materials.error}
        isEmpty={groups.length === 0}
        emptyText={translate('app.classwork.material.empty')}
        onRetry={() => void materials.refetch()}
      >
        <Stack spacing={2}>
          {groups.map((group) => (
            <Card key={group.courseId} component="section" aria-label={titles.get(group.courseId)}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
                  {titles.get(group.courseId) ?? ''}
                </Typography>
                <List disablePadding>
                  {group.items.map((item) => (
                    <MaterialItem key={item.id} item={item} />
                  ))}
                </List>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </PanelState>
    </PanelPage>
  );
}
