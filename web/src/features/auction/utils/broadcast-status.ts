import { LiveStatus, type LiveBroadcastItem } from '@carsi/sdk/live';

/** A broadcast's state as viewers read it. */
export const statusLabels: Record<LiveStatus, string> = {
  [LiveStatus.LIVE]: 'Canlı',
  [LiveStatus.SCHEDULED]: 'Yakında',
  [LiveStatus.ENDED]: 'Sona erdi',
};

/** Headings of the groups on the auction home, in the order they are shown. */
export const statusGroups: readonly { status: LiveStatus; title: string }[] = [
  { status: LiveStatus.LIVE, title: 'Şimdi canlı' },
  { status: LiveStatus.SCHEDULED, title: 'Yaklaşan yayınlar' },
  { status: LiveStatus.ENDED, title: 'Sona eren yayınlar' },
];

/** Broadcasts grouped by state: live ones first, then scheduled (soonest first), then ended. */
export function groupBroadcasts<T extends Pick<LiveBroadcastItem, 'status' | 'startsAt'>>(items: readonly T[]) {
  return statusGroups
    .map(({ status, title }) => ({
      status,
      title,
      items: items
        .filter((item) => item.status === status)
        .toSorted((a, b) =>
          status === LiveStatus.ENDED ? b.startsAt.localeCompare(a.startsAt) : a.startsAt.localeCompare(b.startsAt),
        ),
    }))
    .filter((group) => group.items.length > 0);
}

