import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { formatInteger } from '../../common/numberFormat';
import { fr } from '../../i18n/fr';
import { selectTemplatesStatus } from '../templates';
import { CATEGORIES } from '../templates';
import { selectCategoryCounts } from './librarySelectors';
import { selectLibraryCategory, selectLibraryQuery, type CategoryFilter } from './librarySlice';

const t = fr.library;
const OPTIONS: CategoryFilter[] = ['all', ...CATEGORIES];

/** Memoized: the page re-renders on each change of address; the toolbar only on its own data. */
export const LibraryToolbar = memo(function LibraryToolbar({
  onQueryChange,
  onQueryBlur,
  onCategoryChange,
}: {
  onQueryChange: (query: string) => void;
  onQueryBlur: () => void;
  onCategoryChange: (category: CategoryFilter) => void;
}) {
  const query = useAppSelector(selectLibraryQuery);
  const category = useAppSelector(selectLibraryCategory);
  const counts = useAppSelector(selectCategoryCounts);
  const ready = useAppSelector(selectTemplatesStatus) === 'ready';

  const optionLabel = (option: CategoryFilter) => {
    const label = option === 'all' ? fr.templates.all : fr.templates.categories[option];
    return ready ? t.categoryOption(label, formatInteger(counts[option])) : label;
  };

  return (
    <Box
      role="search"
      aria-label={t.filtersLabel}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <TextField
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onBlur={onQueryBlur}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        sx={{ flex: 1, maxWidth: { sm: 560 }, bgcolor: 'background.paper' }}
        slotProps={{
          htmlInput: { 'aria-label': t.searchLabel, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded aria-hidden="true" />
              </InputAdornment>
            ),
            endAdornment: query ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label={fr.library.clearSearch}
                  edge="end"
                  onClick={() => onQueryChange('')}
                >
                  <ClearRounded />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <TextField
        select
        label={t.categoryLabel}
        value={category}
        onChange={(event) => onCategoryChange(event.target.value as CategoryFilter)}
        sx={{ minWidth: { sm: 260 }, bgcolor: 'background.paper' }}
      >
        {OPTIONS.map((option) => (
          <MenuItem key={option} value={option}>
            {optionLabel(option)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
});
