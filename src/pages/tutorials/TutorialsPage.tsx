import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Button, Title, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { keyOfName } from '../../config';
import { useTitleIn } from '../../resources/generic/titleSource';
import { TutorialCard } from './TutorialCard';
import { TutorialReader } from './TutorialReader';
import { tutorialSections } from './tutorialSections';

const ALL = { page: 1, perPage: 1000 };
const SEARCH_DELAY_MS = 300;

/**
 * /tutorial: the tutorials a signed-in user may read, as cards under their categories.
 * The API's row scope decides what each role sees (active categories open to everyone or to the
 * reader's role); search is the API's word-prefix search on titles.
 */
export function TutorialsPage() {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<RaRecord | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const categories = useGetList<RaRecord>(keyOfName('tutorial-category'), {
    pagination: ALL,
    sort: { field: 'position', order: 'ASC' },
    filter: { is_active: 1 },
  });
  const tutorials = useGetList<RaRecord>(
    keyOfName('tutorial'),
    {
      pagination: ALL,
      sort: { field: 'title', order: 'ASC' },
      filter: { is_active: 1, q: search },
    },
    { placeholderData: (previous) => previous },
  );
  const failed = categories.error ?? tutorials.error;
  const loading = categories.isPending || tutorials.isPending;
  const categoryName = useTitleIn('tutorial-category');
  const sections = tutorialSections(categories.data ?? [], tutorials.data ?? [], categoryName);

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Title title={translate('app.people.tutorials.title')} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate('app.people.tutorials.title')}
        </Typography>
        <TextField
          type="search"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          label={translate('app.people.tutorials.search')}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button
              label="app.people.retry"
              onClick={() => {
                void categories.refetch();
                void tutorials.refetch();
              }}
            />
          }
        >
          {translate('app.people.tutorials.error')}
        </Alert>
      ) : loading ? (
        <Skeleton variant="rounded" height={160} />
      ) : sections.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {search
            ? translate('app.people.tutorials.no_match', { search })
            : translate('app.people.tutorials.empty')}
        </Typography>
      ) : (
        sections.map(({ category, heading, tutorials: items }) => (
          <Box
            key={String(category.id)}
            component="section"
            aria-labelledby={`category-${String(category.id)}`}
          >
            <Typography
              id={`category-${String(category.id)}`}
              variant="h6"
              component="h2"
              sx={{ mb: 1.5 }}
            >
              {heading}
            </Typography>
            <Box
              component="ul"
              sx={{
                m: 0,
                p: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              }}
            >
              {items.map((tutorial) => (
                <li key={String(tutorial.id)}>
                  <TutorialCard tutorial={tutorial} onOpen={() => setOpen(tutorial)} />
                </li>
              ))}
            </Box>
          </Box>
        ))
      )}
      {open && <TutorialReader tutorial={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
