import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Page } from '../../../document/types';

/** « Page »: which page of the site a dialog shows (the code view, the preview). */
export function PageSelect({
  label,
  pages,
  value,
  onChange,
  sx,
}: {
  label: string;
  pages: readonly Page[];
  value: string;
  onChange: (pageId: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      {pages.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
