/**
 * A React consumer of the installed `@carsi/sdk`, type-checked by the packaging test with
 * `skipLibCheck: false`: a hook under QueryClientProvider with the SDK's query client and notifier.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useGetCart, type Cart } from '@carsi/sdk/main';
import { ApiError, createQueryClient, type Notifier } from '@carsi/sdk/runtime';

type IsAny<T> = 0 extends 1 & T ? true : false;

const notify: Notifier = { success: () => undefined, warning: () => undefined };
const queryClient = createQueryClient({ notify });

function CartTotal() {
  const cart = useGetCart();
  // The hook's types come through the package: data is the envelope's Cart, errors are ApiError.
  const dataIsTyped: IsAny<typeof cart.data> = false;
  const errorIsApiError: ApiError | null = cart.error;
  const total: number | undefined = cart.data?.total;
  const fromModel: Cart | undefined = cart.data;
  // @ts-expect-error a cart's total is a number, not text
  const wrong: string | undefined = cart.data?.total;
  void [dataIsTyped, errorIsApiError, fromModel, wrong];
  return <p>{total ?? errorIsApiError?.message}</p>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <CartTotal />
    </QueryClientProvider>
  );
}
