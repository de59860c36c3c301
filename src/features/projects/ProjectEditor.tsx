import { EditorPage, type EditorChrome } from '../editor';
import { ExportButton, PreviewButton } from '../export';
import { CreateWithAiIconButton } from './components/CreateWithAiIconButton';
import { ImportProjectButton } from './components/ImportProjectButton';
import { ProjectPersistence } from './components/ProjectPersistence';
import { ProjectSaveStatus } from './components/ProjectSaveStatus';
import { SaveButton } from './components/SaveButton';
import { ShareButton } from './components/ShareButton';

// Built once: the editor is given the same slots at every render of its route (the address
// changing to /editor/projet/{id} once a new page is saved), so it need not render again.
const topBar: EditorChrome['topBar'] = {
  status: <ProjectSaveStatus />,
  tools: (
    <>
      <PreviewButton />
      <ImportProjectButton compact />
      <CreateWithAiIconButton />
    </>
  ),
  actions: (
    <>
      <SaveButton />
      <ShareButton />
      <ExportButton />
    </>
  ),
};
const persistence = <ProjectPersistence />;

/**
 * The editor as every editor address shows it: the editor itself, with the projects' parts
 * (save status, « Sauvegarder », « Partager », import, banners and notices) and the export's
 * (« Aperçu », « Exporter ») in its top bar. The editor knows none of them (docs/architecture.md,
 * « Dependencies »).
 */
export function ProjectEditor() {
  return <EditorPage topBar={topBar}>{persistence}</EditorPage>;
}
