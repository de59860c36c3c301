import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Replaced by the editor core (issue 4).
export function EditorPage() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Nouveau Projet
      </Typography>
    </Container>
  );
}
