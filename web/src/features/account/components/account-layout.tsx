import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router-dom';
import { AccountNav } from './account-nav.tsx';

/** Hesabım: the section menu beside (or above, on phones) the chosen page. */
export function AccountLayout() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ minWidth: 0, p: { xs: 0, md: 1 }, position: { md: 'sticky' }, top: { md: 16 } }}>
        <Typography variant="overline" component="p" sx={{ px: 2, pt: 1, display: { xs: 'none', md: 'block' } }}>
          Hesabım
        </Typography>
        <AccountNav />
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
