import { ProjectSaveStatus } from '../../../projects/components/ProjectSaveStatus';

/** The save status of the top bar: the projects' save machine (issue 6). */
export function SaveStatus() {
  return <ProjectSaveStatus />;
}
