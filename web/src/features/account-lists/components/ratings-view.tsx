import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RatingTarget } from '@carsi/sdk/main';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state.tsx';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { useDeleteRatingMutation, useRatings } from '../api/ratings.ts';
import { ratingStates, ratingTargetLabels, type RatingState } from '../utils/rating-states.ts';
import { RatingCard } from './rating-card.tsx';

function RatingsList({ target, state, empty }: { target: RatingTarget; state: RatingState; empty: string }) {
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

/** Değerlendirmelerim: product or seller ratings, by state (new, approved, not approved). */
export function RatingsView() {
  const [target, setTarget] = useState<RatingTarget>(RatingTarget.PRODUCT);
  const [state, setState] = useState<RatingState>('new');
  const current = ratingStates.find((entry) => entry.state === state) ?? ratingStates[0];
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={target}
        onChange={(_event, next: RatingTarget | null) => next && setTarget(next)}
        aria-label="Değerlendirme türü"
      >
        {Object.values(RatingTarget).map((value) => (
          <ToggleButton key={value} value={value}>
            {ratingTargetLabels[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tabs value={state} onChange={(_event, next: RatingState) => setState(next)} aria-label="Değerlendirme durumu" variant="scrollable">
        {ratingStates.map((entry) => (
          <Tab key={entry.state} value={entry.state} label={entry.label} />
        ))}
      </Tabs>
      <RatingsList key={`${target}-${state}`} target={target} state={state} empty={current?.empty ?? ''} />
    </Stack>
  );
}
