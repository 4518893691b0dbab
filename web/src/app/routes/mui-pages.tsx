import { Outlet } from 'react-router-dom';
import { MuiScope } from '@/lib/mui-scope.tsx';

/** Every page but the home page: MUI's theme and style cache around it (lib/mui-scope.tsx). */
export default function MuiPages() {
  return (
    <MuiScope>
      <Outlet />
    </MuiScope>
  );
}
