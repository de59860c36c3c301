import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Replaced by the template library (issue 3).
export function LibraryPage() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Bibliothèque de Templates
      </Typography>
    </Container>
  );
}
