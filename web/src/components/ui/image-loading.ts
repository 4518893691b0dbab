/**
 * 'lead': the page's main picture (its largest paint), loaded at once and ahead of other pictures;
 * 'visible': shown in the first screen, loaded at once. Without it, loaded as it nears the screen.
 */
export type ImagePriority = 'lead' | 'visible';

/** The `<img>` attributes that say when a picture of `priority` loads. */
export const imageLoading = (priority: ImagePriority | undefined) =>
  ({ loading: priority ? 'eager' : 'lazy', fetchPriority: priority === 'lead' ? 'high' : 'auto' }) as const;
