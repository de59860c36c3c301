import RedoOutlined from '@mui/icons-material/RedoOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { redone, selectCanRedo, selectCanUndo, undone } from '../editorSlice';
import { TopBarIconButton } from './TopBarButton';

/** « Annuler » and « Rétablir », enabled only when there is something to undo or redo. */
export function HistoryButtons() {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  return (
    <>
      <TopBarIconButton
        label={fr.editor.topBar.undo}
        shortcut="Ctrl+Z"
        icon={<UndoOutlined />}
        disabled={!canUndo}
        onClick={() => dispatch(undone())}
      />
      <TopBarIconButton
        label={fr.editor.topBar.redo}
        shortcut="Ctrl+Y"
        icon={<RedoOutlined />}
        disabled={!canRedo}
        onClick={() => dispatch(redone())}
      />
    </>
  );
}
