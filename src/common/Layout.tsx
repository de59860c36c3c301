import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from './SiteHeader';

/** Every screen: the site header above the routed page. */
export function Layout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
