import Box from '@mui/material/Box';
import { toggleButtonClasses } from '@mui/material/ToggleButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent, ReactNode } from 'react';

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

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The arrow keys move the focus along the group's buttons (Home and End to its ends). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button:not(:disabled)'),
  ];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const step = STEPS[event.key];
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : step === undefined
          ? null
          : (at + step + buttons.length) % buttons.length;
  if (to === null) return;
  event.preventDefault();
  buttons[to].focus();
}

/**
 * A labelled group of MUI ToggleButtons (`aria-pressed`), each given its `selected` and
 * `onChange` by the caller: the look of MUI's ToggleButtonGroup without its roving focus, which
 * registers every button as it mounts and so renders the group again within the commit that
 * draws it (the editor's first commit draws two such groups). Tab reaches each button, the arrow
 * keys move along them; Space or Enter presses one.
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
      onKeyDown={moveFocus}
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
