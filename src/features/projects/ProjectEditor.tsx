import { EditorPage, type EditorChrome } from '../editor/page';
import { ExportButton, PreviewButton } from '../export';
import { CreateWithAiIconButton } from './components/CreateWithAiIconButton';
import { ImportProjectButton } from './components/ImportProjectButton';
import { ProjectPersistence } from './components/ProjectPersistence';
import { ProjectSaveStatus } from './components/ProjectSaveStatus';
import { SaveButton } from './components/SaveButton';
import { ShareButton } from './components/ShareButton';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { selectCurrentProjectId } from './projectsSlice';
import { FileStatus } from './file/components/FileStatus';
import { SaveToFileIconButton } from './file/components/SaveToFileIconButton';
import { VersionHistoryButton } from './versions/components/VersionHistoryButton';
import { versionBefore } from './versions/versionTriggers';

// Built once: the editor is given the same slots at every render of its route (the address
// changing to /editor/projet/{id} once a new page is saved), so it need not render again.
const topBar: EditorChrome['topBar'] = {
  status: (
    <>
      <ProjectSaveStatus />
      <FileStatus />
    </>
  ),
  tools: (
    <>
      <VersionHistoryButton />
      <SaveToFileIconButton />
      <PreviewButton />
      <ImportProjectButton compact />
      <CreateWithAiIconButton />
    </>
  ),
  actions: (
    <>
      <SaveButton />
      <ShareButton />
      <ExportKeepingVersion />
    </>
  ),
};
const persistence = <ProjectPersistence />;

/**
 * « Exporter », the site kept as a version first (« Avant l'export »), for the host last chosen
 * for this project.
 */
function ExportKeepingVersion() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return (
    <ExportButton
      beforeExport={() => dispatch(versionBefore('export'))}
      projectKey={() => selectCurrentProjectId(store.getState()) ?? 'nouveau'}
    />
  );
}

/**
 * The editor as every editor address shows it: the editor itself, with the projects' parts
 * (save status, « Sauvegarder », « Partager », import, banners and notices) and the export's
 * (« Aperçu », « Exporter ») in its top bar. The editor knows none of them (docs/architecture.md,
 * « Dependencies »).
 */
export function ProjectEditor() {
  return <EditorPage topBar={topBar}>{persistence}</EditorPage>;
}
