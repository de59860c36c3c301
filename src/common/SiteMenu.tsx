import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { fr } from '../i18n/fr';
import { NAV_ITEMS, isNavActive } from './navigation';

/**
 * The site's links as a menu, below `md` (SiteHeader's « Menu » button). Its own chunk: the menu,
 * its popover and focus trap load on the first tap, not with every screen.
 */
export function SiteMenu({
  anchorEl,
  pathname,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  pathname: string;
  onClose: () => void;
}) {
  return (
    <Menu
      id="site-nav-menu"
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': fr.header.navLabel } }}
    >
      {NAV_ITEMS.map((item) => {
        const active = isNavActive(item.to, pathname);
        return (
          <MenuItem
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onClose}
          >
            {fr.header[item.key]}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
