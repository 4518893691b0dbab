import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RatingTarget } from '@carsi/sdk/main';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { useDeleteRatingMutation, useRatableItems, useRatings } from '../api/ratings.ts';
import { ratingTabs, ratingTargetLabels, type RatingTab, type WrittenRatingState } from '../utils/rating-states.ts';
import { RatableCard } from './ratable-card.tsx';
import { RatingCard } from './rating-card.tsx';

function WrittenRatings({ target, state, empty }: { target: RatingTarget; state: WrittenRatingState; empty: string }) {
  const ratings = useRatings(target, state);
  const remove = useDeleteRatingMutation(target);
  if (ratings.isPending) return <LoadingBlock />;
  if (ratings.isError) return <LoadError onRetry={() => void ratings.refetch()} />;
  if (ratings.data.items.length === 0) return <EmptyState message={empty} />;
  return (
    <Stack spacing={1.5}>
      {ratings.data.items.map((rating) => (
        <RatingCard
          key={rating.id}
          rating={rating}
          deleting={remove.isPending && remove.variables?.id === rating.id}
          onDelete={() => remove.mutate({ id: rating.id })}
        />
      ))}
    </Stack>
  );
}

function ItemsToRate({ target, empty, orderId }: { target: RatingTarget; empty: string; orderId: number | undefined }) {
  const items = useRatableItems(target);
  if (items.isPending) return <LoadingBlock />;
  if (items.isError) return <LoadError onRetry={() => void items.refetch()} />;
  if (items.data.items.length === 0) return <EmptyState message={empty} />;
  return (
    <Stack spacing={1.5}>
      {items.data.items.map((item) => (
        <RatableCard
          key={`${item.orderId}-${item.product?.id ?? item.seller.id}`}
          item={item}
          initiallyOpen={orderId !== undefined && item.orderId === orderId}
        />
      ))}
    </Stack>
  );
}

const isTab = (value: string | null): value is RatingTab => ratingTabs.some((entry) => entry.tab === value);
const isTarget = (value: string | null): value is RatingTarget => Object.values<string | null>(RatingTarget).includes(value);

/**
 * Değerlendirmelerim: "Yeni" (delivered items to rate), "Onay bekleyen", "Onaylanan"; product or seller.
 * The address keeps the choice (`?sekme=&tur=&siparis=`), so the order page can link straight to its items.
 */
/** Unselected toggles in the body text colour (the default grey is below 4.5:1). */
const toggleSx = { color: 'text.secondary' } as const;

export function RatingsView() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('sekme');
  const targetParam = params.get('tur');
  const tab: RatingTab = isTab(tabParam) ? tabParam : 'new';
  const target: RatingTarget = isTarget(targetParam) ? targetParam : RatingTarget.PRODUCT;
  const orderParam = Number(params.get('siparis'));
  const orderId = Number.isInteger(orderParam) && orderParam > 0 ? orderParam : undefined;
  const current = ratingTabs.find((entry) => entry.tab === tab) ?? ratingTabs[0];
  const choose = (next: { sekme?: RatingTab; tur?: RatingTarget }) => {
    const merged = new URLSearchParams(params);
    if (next.sekme) merged.set('sekme', next.sekme);
    if (next.tur) merged.set('tur', next.tur);
    merged.delete('siparis');
    setParams(merged, { replace: true });
  };
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={target}
        onChange={(_event, next: RatingTarget | null) => next && choose({ tur: next })}
        aria-label="Değerlendirme türü"
      >
        {Object.values(RatingTarget).map((value) => (
          <ToggleButton key={value} sx={toggleSx} value={value}>
            {ratingTargetLabels[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tabs value={tab} onChange={(_event, next: RatingTab) => choose({ sekme: next })} aria-label="Değerlendirme durumu" variant="scrollable">
        {ratingTabs.map((entry) => (
          <Tab key={entry.tab} value={entry.tab} label={entry.label} />
        ))}
      </Tabs>
      {tab === 'new' ? (
        <ItemsToRate key={target} target={target} empty={current?.empty ?? ''} orderId={orderId} />
      ) : (
        <WrittenRatings key={`${target}-${tab}`} target={target} state={tab} empty={current?.empty ?? ''} />
      )}
    </Stack>
  );
}
