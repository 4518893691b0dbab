import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { AccountPage } from '@/components/account/account-page.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { MyListings } from '@/features/section-selling/components/my-listings.tsx';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';

export const sectionListingsRoutes = perSection((section) => (
  <AccountPage
    title="İlanlarım"
    action={
      <Button component={RouterLink} to={sectionPaths[section].newListing.getHref()} variant="contained">
        İlan ver
      </Button>
    }
  >
    <MyListings section={section} />
  </AccountPage>
));

export default sectionRoute(sectionListingsRoutes);
