import { useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { selectCurrentRevision } from '../projectsSlice';

/**
 * A save refused for want of space: nothing of it was written (the record is replaced in one
 * transaction, which the refusal aborts), so the version saved before is whole; the page stays
 * open, and a file is the way to keep it.
 */
export function QuotaSaveMessage() {
  const saved = useAppSelector(selectCurrentRevision) !== null;
  return <>{saved ? fr.projects.keep.quota.keptPrevious : fr.projects.keep.quota.firstSave}</>;
}
