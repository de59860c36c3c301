import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { fr } from '../../../i18n/fr';

/** A French message in place of the editor (unknown project, damaged link…), with ways on. */
export function ProjectMessage({ title, body }: { title: string; body: string }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {body}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/projets">
          {fr.projects.backToProjects}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/editor">
          {fr.projects.openEditor}
        </Button>
      </Stack>
    </Container>
  );
}
