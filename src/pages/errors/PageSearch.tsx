import Search from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useRef } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { humanize } from '../../lib/humanize';
import type { MenuEntry } from '../../layout/menu/types';
import { useVisibleMenu } from '../../layout/menu/useVisibleMenu';
import { useFocusShortcut } from './useFocusShortcut';

/**
 * The 404 page's search: finds a page among the sidebar entries the user may open and goes
 * there. There is no site-wide search endpoint; the pages are what a lost visitor looks for.
 */
export function PageSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusShortcut(inputRef);
  const entries = useVisibleMenu().flatMap((s) => s.entries);
  const labelOf = (e: MenuEntry) =>
    translate(e.label, { smart_count: 2, _: humanize(e.key.split(':')[1] ?? '') });

  return (
    <Autocomplete<MenuEntry>
      options={entries}
      getOptionLabel={labelOf}
      getOptionKey={(e) => e.key}
      noOptionsText={translate('app.errors.not_found.no_results')}
      onChange={(_, entry) => entry && navigate(entry.to)}
      sx={{ width: '100%', maxWidth: 420 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          variant="outlined"
          size="medium"
          margin="none"
          label={translate('app.errors.not_found.search')}
          helperText={translate('app.errors.not_found.search_hint')}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          }}
        />
      )}
    />
  );
}
