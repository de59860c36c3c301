import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Hint } from '../../../common/Hint';

/**
 * A labelled action of the top bar: a button with its text from `md` up, an icon button with the
 * same accessible name below (phones, tablets), so the actions hold on one row.
 */
export function TopBarButton({
  label,
  icon,
  onClick,
  variant = 'outlined',
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  variant?: 'outlined' | 'contained' | 'text';
  disabled?: boolean;
}) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (compact) {
    return <TopBarIconButton label={label} icon={icon} onClick={onClick} disabled={disabled} />;
  }
  return (
    <Button variant={variant} startIcon={icon} onClick={onClick} disabled={disabled} size="small">
      {label}
    </Button>
  );
}

/** An icon-only action of the top bar (undo, redo, preview), with its French name as tooltip. */
export function TopBarIconButton({
  label,
  icon,
  onClick,
  disabled,
  shortcut,
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  /** Shown in the tooltip, e.g. « Ctrl+Z ». */
  shortcut?: string;
}) {
  return (
    // The button names itself; the hint describes it. A disabled button gets no pointer events:
    // the hint's own span receives them.
    <Hint title={shortcut ? `${label} (${shortcut})` : label}>
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
        {icon}
      </IconButton>
    </Hint>
  );
}
