import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { fr } from '../i18n/fr';
import { Logo } from './Logo';
import { NAV_ITEMS, isNavActive } from './navigation';
import { SignInDialog } from './SignInDialog';

/** The site header, on every screen: logo, the links of NAV_ITEMS (a menu below `md`), « Se connecter », « Commencer ». */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar
      position="sticky"
      component="header"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)' }}
    >
      <Toolbar sx={{ gap: 2, minHeight: { xs: 56, md: 64 } }}>
        <IconButton
          edge="start"
          aria-label={fr.header.menu}
          aria-haspopup="true"
          aria-expanded={menuAnchor ? 'true' : 'false'}
          aria-controls={menuAnchor ? 'site-nav-menu' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <Box
          component="nav"
          aria-label={fr.header.navLabel}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}
        >
          {NAV_ITEMS.map((item) => {
            const active = isNavActive(item.to, pathname);
            return (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                color={active ? 'primary' : 'inherit'}
                sx={{
                  px: 1.5,
                  color: active ? 'primary.main' : 'text.secondary',
                  bgcolor: active ? 'rgba(37, 99, 235, 0.08)' : 'transparent',
                }}
              >
                {fr.header[item.key]}
              </Button>
            );
          })}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="inherit"
          onClick={() => setSignInOpen(true)}
          sx={{ display: { xs: 'none', md: 'inline-flex' }, color: 'text.secondary' }}
        >
          {fr.header.signIn}
        </Button>
        <Button variant="contained" component={RouterLink} to="/templates">
          {fr.header.start}
        </Button>
      </Toolbar>
      <Menu
        id="site-nav-menu"
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={closeMenu}
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
              onClick={closeMenu}
            >
              {fr.header[item.key]}
            </MenuItem>
          );
        })}
      </Menu>
      <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
    </AppBar>
  );
}
