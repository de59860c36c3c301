import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';

/**
 * One file's code, readable and scrollable (focusable, so the keyboard scrolls it too), with its
 * copy button. Copying is reported by the caller's live region.
 */
export function CodeBlock({
  heading,
  label,
  code,
  copyLabel,
  onCopied,
}: {
  heading: string;
  label: string;
  code: string;
  copyLabel: string;
  onCopied: (ok: boolean) => void;
}) {
  const codeRef = useRef<HTMLElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      onCopied(true);
    } catch {
      // No clipboard access: select the code so Ctrl+C copies it.
      const selection = window.getSelection();
      if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
      onCopied(false);
    }
  };

  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
          {copyLabel}
        </Button>
      </Stack>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{
          m: 0,
          p: 2,
          maxHeight: { xs: 240, md: 320 },
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: '#0F172A',
          color: '#E2E8F0',
          fontFamily:
            'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.5,
          whiteSpace: 'pre',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light' },
        }}
      >
        <code ref={codeRef}>{code}</code>
      </Box>
    </Box>
  );
}
