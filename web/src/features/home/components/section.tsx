import { useId, type ReactNode } from 'react';
import { TextLink } from '@/components/ui/text-link.tsx';
import { isAppRoute } from '@/utils/links.ts';

interface HomeSectionProps {
  title: string;
  /** "Tümünü gör" target. */
  moreLink?: string;
  children: ReactNode;
}

/** A titled block of the home page, named for assistive technology by its heading (section.css). */
export function HomeSection({ title, moreLink, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {moreLink && isAppRoute(moreLink) && (
          <TextLink to={moreLink} variant="body2">
            Tümünü gör<span className="sr-only">: {title}</span>
          </TextLink>
        )}
      </div>
      {children}
    </section>
  );
}
