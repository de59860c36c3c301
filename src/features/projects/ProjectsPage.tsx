import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { PageTitle } from '../../common/PageTitle';
import { PageLoading } from '../../common/PageLoading';
import { fr } from '../../i18n/fr';
import { MAX_NAME_LENGTH, selectDocument } from '../editor';
import { CreateWithAiButton } from './components/CreateWithAiButton';
import { ImportProjectButton } from './components/ImportProjectButton';
import { OpenFileButton } from './file/components/OpenFileButton';
import { ProjectsKeep } from './keep/ProjectsKeep';
import { ProjectCard } from './components/ProjectCard';
import { ProjectNoticeSnackbar } from './components/ProjectNoticeSnackbar';
import { projectPath } from './projectPath';
import { useProjectsLifecycle } from './components/useProjectsLifecycle';
import type { ProjectRecord } from './model/projectRecord';
import { selectCurrentProjectId, selectProjectList } from './projectsSlice';
import {
  deleteProject,
  duplicateProject,
  loadProjectList,
  renameProject,
  restoreProject,
} from './projectListThunks';
import { newProjectStarted } from './projectsThunks';

// « Renommer » and « Supprimer » ask in a dialog loaded on first use: the screen's first load
// carries neither the dialogs nor their text field.
const RenameProjectDialog = lazy(() =>
  import('./components/ProjectDialogs').then((m) => ({ default: m.RenameProjectDialog })),
);
const DeleteProjectDialog = lazy(() =>
  import('./components/ProjectDialogs').then((m) => ({ default: m.DeleteProjectDialog })),
);

const t = fr.projects;

/** The time, refreshed every 30 seconds, so « modifié il y a 5 minutes » stays true. */
function useNow(every = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), every);
    return () => window.clearInterval(timer);
  }, [every]);
  return now;
}

/** The editor's address for the open page: its project's, or the route that keeps it open. */
function editorPath(store: ReturnType<typeof useAppStore>): string {
  const state = store.getState();
  const id = selectCurrentProjectId(state);
  if (id) return projectPath(id);
  const templateId = selectDocument(state).templateId;
  return templateId ? `/editor/${encodeURIComponent(templateId)}` : '/editor';
}

type Message = { text: string; undo?: ProjectRecord };

/**
 * « Mes projets » (/projets): every project saved in this browser, most recent first, with its
 * miniature, name and last change; open, rename, duplicate, download, delete (confirmed, and
 * undoable from the snackbar); « Nouveau projet » and « Importer un projet ».
 */
export function ProjectsPage() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const list = useAppSelector(selectProjectList);
  const now = useNow();
  const [renaming, setRenaming] = useState<ProjectRecord | null>(null);
  const [deleting, setDeleting] = useState<ProjectRecord | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  useProjectsLifecycle();

  useEffect(() => {
    void dispatch(loadProjectList());
  }, [dispatch]);

  const startNew = () => {
    dispatch(newProjectStarted());
    void navigate('/editor');
  };

  const remove = async (project: ProjectRecord) => {
    setDeleting(null);
    const removed = await dispatch(deleteProject(project.id));
    if (removed) setMessage({ text: t.deleted(removed.name), undo: removed });
  };

  let content;
  if (list.status === 'idle' || list.status === 'loading') {
    content = <PageLoading />;
  } else if (list.status === 'failed') {
    content = (
      <Alert severity="error">
        {list.error === 'unavailable' ? t.storageUnavailableBody : t.actionFailed}
      </Alert>
    );
  } else if (list.projects.length === 0) {
    content = (
      <Box
        sx={{
          textAlign: 'center',
          py: 8,
          px: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          borderStyle: 'dashed',
        }}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t.empty}
        </Typography>
        <Typography color="text.secondary">{t.emptyHint}</Typography>
      </Box>
    );
  } else {
    content = (
      <Box
        component="ul"
        aria-label={t.listLabel}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            xl: 'repeat(4, 1fr)',
          },
        }}
      >
        {list.projects.map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              now={now}
              onRename={setRenaming}
              onDuplicate={async (p) => {
                if ((await dispatch(duplicateProject(p.id))) === 'done') {
                  setMessage({ text: t.duplicated(t.copyName(p.name)) });
                }
              }}
              onDelete={setDeleting}
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box component="main" sx={{ flex: 1, bgcolor: 'background.default' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{
            gap: 2,
            mb: { xs: 3, md: 4 },
            alignItems: { md: 'flex-end' },
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ maxWidth: 720 }}>
            <PageTitle>{t.title}</PageTitle>
            <Typography color="text.secondary">{t.intro}</Typography>
          </Box>
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            <CreateWithAiButton />
            <ImportProjectButton onImported={() => void navigate(editorPath(store))} />
            <OpenFileButton onOpened={() => void navigate(editorPath(store))} />
            <Button variant="contained" startIcon={<Add />} onClick={startNew}>
              {t.newProject}
            </Button>
          </Stack>
        </Stack>
        {list.status === 'ready' && list.unreadable > 0 && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t.unreadable(list.unreadable)}
          </Alert>
        )}
        <ProjectsKeep />
        {list.status === 'ready' && list.projects.length > 0 && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.count(list.projects.length)}
          </Typography>
        )}
        {content}
      </Container>
      <Suspense fallback={null}>
        {renaming && (
          <RenameProjectDialog
            project={renaming}
            maxLength={MAX_NAME_LENGTH}
            onClose={() => setRenaming(null)}
            onRename={async (name) => {
              setRenaming(null);
              if ((await dispatch(renameProject(renaming.id, name))) === 'done') {
                setMessage({ text: t.renamed });
              }
            }}
          />
        )}
        {deleting && (
          <DeleteProjectDialog
            project={deleting}
            onClose={() => setDeleting(null)}
            onDelete={() => void remove(deleting)}
          />
        )}
      </Suspense>
      <Snackbar
        open={message !== null}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setMessage(null);
        }}
        message={message?.text}
        action={
          message?.undo ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                const record = message.undo!;
                setMessage(null);
                void dispatch(restoreProject(record));
              }}
            >
              {t.undo}
            </Button>
          ) : undefined
        }
      />
      <ProjectNoticeSnackbar />
    </Box>
  );
}
