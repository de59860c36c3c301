import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { memo, useId, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { formatInteger } from '../../common/numberFormat';
import { fr } from '../../i18n/fr';
import { selectTemplatesStatus } from '../templates';
import { CATEGORIES } from '../templates';
import { selectCategoryCounts } from './librarySelectors';
import { selectLibraryCategory, selectLibraryQuery, type CategoryFilter } from './librarySlice';

const t = fr.library;
const OPTIONS: CategoryFilter[] = ['all', ...CATEGORIES];

/**
 * The search field and the category's select, drawn like MUI's outlined TextField (same sizes,
 * outline, notch, label and colours) from a plain `<input>` and a native `<select>`: MUI's
 * TextField brings its form control, labels and Select with its menu, popover and modal, which
 * the library does not otherwise need at start. The native select opens the system's list (on a
 * phone, its own picker) and is a combobox named « Catégorie » by its label.
 */
const ToolbarRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  alignItems: 'stretch',
  [theme.breakpoints.up('sm')]: { flexDirection: 'row', alignItems: 'center' },
  '& .tb-field': {
    ...theme.typography.body1,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    boxSizing: 'border-box',
    color: theme.palette.text.primary,
    lineHeight: '1.4375em',
    backgroundColor: theme.palette.background.paper,
    cursor: 'text',
    '&:hover .tb-outline': { borderColor: theme.palette.text.primary },
    '@media (hover: none)': { '&:hover .tb-outline': { borderColor: 'rgba(0, 0, 0, 0.23)' } },
    '&.tb-focused .tb-outline, &:focus-within .tb-native ~ .tb-outline': {
      borderColor: theme.palette.primary.main,
      borderWidth: 2,
    },
  },
  '& .tb-search': {
    flex: 1,
    paddingLeft: 14,
    [theme.breakpoints.up('sm')]: { maxWidth: 560 },
    '&.tb-has-end': { paddingRight: 14, '& .tb-input': { paddingRight: 0 } },
  },
  '& .tb-select': {
    [theme.breakpoints.up('sm')]: { minWidth: 260 },
    '&:focus-within .tb-label': { color: theme.palette.primary.main },
  },
  '& .tb-adornment': {
    display: 'flex',
    height: '0.01em',
    maxHeight: '2em',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    color: theme.palette.action.active,
  },
  '& .tb-start': { marginRight: 8 },
  '& .tb-end': { marginLeft: 8 },
  '& .tb-input, & .tb-native': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    '&:focus': { outline: 0 },
  },
  '& .tb-input': {
    padding: '16.5px 14px 16.5px 0',
    '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  },
  '& .tb-native': {
    appearance: 'none',
    padding: '16.5px 32px 16.5px 14px',
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    '& option': { color: theme.palette.text.primary },
  },
  '& .tb-arrow': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: theme.palette.action.active,
  },
  '& .tb-label': {
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    display: 'block',
    maxWidth: 'calc(133% - 32px)',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    color: theme.palette.text.secondary,
    transformOrigin: 'top left',
    transform: 'translate(14px, -9px) scale(0.75)',
    userSelect: 'none',
    transition: theme.transitions.create('color', {
      duration: theme.transitions.duration.shorter,
      easing: theme.transitions.easing.easeOut,
    }),
  },
  '& .tb-outline': {
    textAlign: 'left',
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: theme.shape.borderRadius,
    borderStyle: 'solid',
    borderWidth: 1,
    borderColor: 'rgba(0, 0, 0, 0.23)',
    overflow: 'hidden',
    minWidth: '0%',
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      padding: 0,
      lineHeight: '11px',
    },
    '& .tb-notch': {
      display: 'block',
      height: 11,
      fontSize: '0.75em',
      lineHeight: 'inherit',
      visibility: 'hidden',
      maxWidth: '100%',
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
  },
}));

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
  const searchInput = useRef<HTMLInputElement>(null);
  // The outline follows the input's focus, not the clear button's (as in MUI's fields).
  const [searchFocused, setSearchFocused] = useState(false);
  const selectId = useId();

  const optionLabel = (option: CategoryFilter) => {
    const label = option === 'all' ? fr.templates.all : fr.templates.categories[option];
    return ready ? t.categoryOption(label, formatInteger(counts[option])) : label;
  };

  return (
    <ToolbarRoot role="search" aria-label={t.filtersLabel}>
      {/* A press on the field's padding puts the caret in it, as in MUI's fields. */}
      <div
        className={`tb-field tb-search${query ? ' tb-has-end' : ''}${searchFocused ? ' tb-focused' : ''}`}
        onClick={(event) => {
          if (event.target === event.currentTarget) searchInput.current?.focus();
        }}
      >
        <span className="tb-adornment tb-start">
          <SearchRounded aria-hidden="true" />
        </span>
        <input
          ref={searchInput}
          className="tb-input"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onFocus={() => setSearchFocused(true)}
          onBlur={() => {
            setSearchFocused(false);
            onQueryBlur();
          }}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          aria-label={t.searchLabel}
          enterKeyHint="search"
        />
        {query ? (
          <span className="tb-adornment tb-end">
            <IconButton aria-label={t.clearSearch} edge="end" onClick={() => onQueryChange('')}>
              <ClearRounded />
            </IconButton>
          </span>
        ) : null}
        <fieldset aria-hidden="true" className="tb-outline">
          <legend>
            <span className="notranslate">{'\u200b'}</span>
          </legend>
        </fieldset>
      </div>
      <div className="tb-field tb-select">
        <label htmlFor={selectId} className="tb-label">
          {t.categoryLabel}
        </label>
        <select
          id={selectId}
          className="tb-native"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value as CategoryFilter)}
        >
          {OPTIONS.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        <ArrowDropDown className="tb-arrow" aria-hidden="true" />
        <fieldset aria-hidden="true" className="tb-outline">
          <legend className="tb-notch">
            <span>{t.categoryLabel}</span>
          </legend>
        </fieldset>
      </div>
    </ToolbarRoot>
  );
});
