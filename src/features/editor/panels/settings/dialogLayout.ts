/**
 * The settings dialogs on a 320 px phone: 12 px margins instead of MUI's 32, so a field keeps
 * room for its address (in `sx`, widths are written out: a numeric 1 would mean 100 %).
 */
export const settingsPaperSx = {
  mx: { xs: 1.5, sm: 4 },
  width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
} as const;
