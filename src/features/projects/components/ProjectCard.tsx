import { sitePages } from '../../../document/collections/collections';
import { siteElementCount } from '../../../document/site';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { downloadProjectCopy } from '../downloadProjectCopy';
import type { ProjectRecord } from '../model/projectRecord';
import { formatModified } from '../relativeTime';
import { projectPath } from '../projectPath';
import { ProjectMiniature } from './ProjectMiniature';
import { Hint } from '../../../common/Hint';

const t = fr.projects;

// The history loads when a card's « Historique des versions » is first opened.
const VersionHistoryDialog = lazy(() =>
  import('../versions/components/VersionHistoryDialog').then((m) => ({
    default: m.VersionHistoryDialog,
  })),
);

function CardIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Hint title={label}>
      <IconButton aria-label={label} onClick={onClick} size="small">
        {children}
      </IconButton>
    </Hint>
  );
}

/** One saved project on « Mes projets »: miniature, name, last change, and what can be done. */
export function ProjectCard({
  project,
  now,
  onRename,
  onDuplicate,
  onDelete,
}: {
  project: ProjectRecord;
  now: number;
  onRename: (project: ProjectRecord) => void;
  onDuplicate: (project: ProjectRecord) => void;
  onDelete: (project: ProjectRecord) => void;
}) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const titleId = `project-${project.id}-name`;
  const path = projectPath(project.id);
  const [historyOpen, setHistoryOpen] = useState(false);
  const count = siteElementCount(project.document);
  // Its own pages (not its collections' « Modèles de page »).
  const pages = sitePages(project.document).length;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        onClick={() => void navigate(path)}
        sx={{
          aspectRatio: '16 / 10',
          cursor: 'pointer',
          bgcolor: '#F8FAFC',
          borderBottom: 1,
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        <ProjectMiniature document={project.document} name={project.name} />
      </Box>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          noWrap
          title={project.name}
          sx={{ fontSize: '1.05rem' }}
        >
          {project.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatModified(project.updatedAt, now)} · {t.pagesCount(pages)} ·{' '}
          {t.elementsCount(count)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button component={RouterLink} to={path} variant="contained" size="small">
          {t.open}
        </Button>
        <Box sx={{ flex: 1 }} />
        <CardIconButton label={t.rename} onClick={() => onRename(project)}>
          <DriveFileRenameOutlineOutlined fontSize="small" />
        </CardIconButton>
        <CardIconButton label={t.duplicate} onClick={() => onDuplicate(project)}>
          <ContentCopyOutlined fontSize="small" />
        </CardIconButton>
        <CardIconButton
          label={t.download}
          onClick={() => void dispatch(downloadProjectCopy(project.document, project.id))}
        >
          <FileDownloadOutlined fontSize="small" />
        </CardIconButton>
        <CardIconButton label={t.versions.button} onClick={() => setHistoryOpen(true)}>
          <HistoryOutlined fontSize="small" />
        </CardIconButton>
        <CardIconButton label={t.delete} onClick={() => onDelete(project)}>
          <DeleteOutlined fontSize="small" />
        </CardIconButton>
      </CardActions>
      {historyOpen && (
        <Suspense fallback={null}>
          <VersionHistoryDialog
            projectId={project.id}
            inEditor={false}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
