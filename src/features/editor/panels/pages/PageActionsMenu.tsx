import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import type { Page } from '../../../../document/types';
import { useLazyPart } from '../../../../common/lazyPart';
import { pageActionsMenuBody } from '../../editorParts';

interface TriggerProps {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
}

interface PageActions {
  page: Page;
  index: number;
  count: number;
  home: boolean;
  full: boolean;
  onRename: () => void;
  onMove: (to: number) => void;
  /** After « Supprimer la page » is confirmed. */
  onDelete: () => void;
}

export interface PageActionsMenuBodyProps extends PageActions {
  menuId: string;
  /** The menu's button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * A page's menu button and, once opened, its menu (PageActionsMenuBody.tsx): « Renommer »,
 * « Paramètres de la page », « Dupliquer », « Définir comme page d'accueil », « Monter »,
 * « Descendre », « Supprimer ».
 */
export function PageActionsMenu({
  trigger,
  ...actions
}: PageActions & { trigger: (props: TriggerProps) => ReactElement }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const body = useLazyPart(pageActionsMenuBody, opened);
  return (
    <>
      {trigger({
        onClick: (event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        },
        'aria-haspopup': 'menu',
        'aria-expanded': anchor !== null,
        'aria-controls': anchor ? menuId : undefined,
      })}
      {opened && body && (
        <body.default
          {...actions}
          menuId={menuId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
