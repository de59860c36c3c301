import { useAppSelector } from '../../../app/hooks';
import { selectProjectList } from '../projectsSlice';
import { ProtectionStatus } from './ProtectionStatus';
import { SafariNotice } from './SafariNotice';
import { SpaceWarning } from './SpaceWarning';

/**
 * « Mes projets »' keeping notices, above the list, once there are projects to keep: whether the
 * browser protects them, Safari's seven-day rule (once), the space running short.
 */
export default function ProjectsKeepNotices() {
  const list = useAppSelector(selectProjectList);
  const count = list.status === 'ready' ? list.projects.length : 0;
  if (count === 0) return null;
  return (
    <>
      <ProtectionStatus />
      <SafariNotice ready inset />
      <SpaceWarning where="projects" trigger={count} />
    </>
  );
}
