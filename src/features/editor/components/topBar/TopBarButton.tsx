import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

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
    // The button names itself; the tooltip describes it (without `describeChild`, MUI would name
    // the span, which HTML forbids on an element with no role).
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label} describeChild>
      {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
