import { EmptyResult } from '@/components/feedback/empty-result.tsx';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { paths } from '@/config/paths.ts';

/** A cart with nothing in it, and the way back to the shop. */
export function EmptyCart() {
  return (
    <EmptyResult icon="cart" title="Sepetinizde ürün bulunmuyor.">
      <ShellButton to={paths.home.getHref()} variant="contained">
        Alışverişe başla
      </ShellButton>
    </EmptyResult>
  );
}
