import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { fr } from '../i18n/fr';
import { Logo } from './Logo';
import { NAV_ITEMS, isNavActive } from './navigation';

// The menu and the dialog load when first opened, then stay mounted (their closing transitions).
const SiteMenu = lazy(() => import('./SiteMenu').then((m) => ({ default: m.SiteMenu })));
const SignInDialog = lazy(() =>
  import('./SignInDialog').then((m) => ({ default: m.SignInDialog })),
);

/** The site header, on every screen: logo, the links of NAV_ITEMS (a menu below `md`), « Se connecter », « Commencer ». */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [signInUsed, setSignInUsed] = useState(false);
  const closeMenu = () => setMenuAnchor(null);

  return (
    // Drawn as MUI's sticky AppBar (no elevation) and Toolbar are, without their modules.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        left: 'auto',
        right: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxSizing: 'border-box',
        flexShrink: 0,
        color: 'inherit',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.92)',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 3 },
          minHeight: { xs: 56, md: 64 },
        }}
      >
        <IconButton
          edge="start"
          aria-label={fr.header.menu}
          aria-haspopup="true"
          aria-expanded={menuAnchor ? 'true' : 'false'}
          aria-controls={menuAnchor ? 'site-nav-menu' : undefined}
          onClick={(event) => {
            setMenuUsed(true);
            setMenuAnchor(event.currentTarget);
          }}
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
          onClick={() => {
            setSignInUsed(true);
            setSignInOpen(true);
          }}
          sx={{ display: { xs: 'none', md: 'inline-flex' }, color: 'text.secondary' }}
        >
          {fr.header.signIn}
        </Button>
        <Button variant="contained" component={RouterLink} to="/templates">
          {fr.header.start}
        </Button>
      </Box>
      <Suspense fallback={null}>
        {menuUsed && <SiteMenu anchorEl={menuAnchor} pathname={pathname} onClose={closeMenu} />}
        {signInUsed && <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />}
      </Suspense>
    </Box>
  );
}
