import Box from '@mui/material/Box';
import { toggleButtonClasses } from '@mui/material/ToggleButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const button = `& > .${toggleButtonClasses.root}`;

/** The joined look of MUI's ToggleButtonGroup (one outline, inner corners square). */
const joined = {
  display: 'inline-flex',
  borderRadius: 1,
  [`${button}:not(:first-of-type)`]: {
    ml: '-1px',
    borderLeft: '1px solid transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  [`${button}:not(:last-of-type)`]: { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  [`${button}.${toggleButtonClasses.selected} + .${toggleButtonClasses.root}.${toggleButtonClasses.selected}`]:
    { borderLeft: 0, ml: 0 },
} as const;

/**
 * A labelled group of MUI ToggleButtons (`aria-pressed`), each given its `selected` and
 * `onChange` by the caller: the look of MUI's ToggleButtonGroup without its roving focus, which
 * registers every button as it mounts and so renders the group again within the commit that
 * draws it (the editor's first commit draws two such groups). Tab reaches each button; Space or
 * Enter presses it.
 */
export function ToggleGroup({
  children,
  fullWidth = false,
  sx,
  ...aria
}: {
  children: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}) {
  return (
    <Box
      role="group"
      {...aria}
      sx={[
        joined,
        fullWidth && { display: 'flex', width: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
