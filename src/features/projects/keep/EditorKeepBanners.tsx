import { useAppSelector } from '../../../app/hooks';
import { selectCurrentProjectId, selectSaveStatus } from '../projectsSlice';
import { ReminderBanner } from './ReminderBanner';
import { SafariNotice } from './SafariNotice';
import { SpaceWarning } from './SpaceWarning';

/**
 * The editor's keeping banners, under its top bar: Safari's seven-day rule (once, after the first
 * save), the space running short (read again as saves end), the reminder to copy into a file.
 */
export default function EditorKeepBanners() {
  const saved = useAppSelector(selectCurrentProjectId) !== null;
  const status = useAppSelector(selectSaveStatus);
  return (
    <>
      <SafariNotice ready={saved} />
      {/* A save that ended may have used the last of the space; one refused for it, surely. */}
      <SpaceWarning where="editor" trigger={status} urgent={status === 'error'} />
      <ReminderBanner />
    </>
  );
}
