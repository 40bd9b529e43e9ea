import { PLACEHOLDER_PAGE } from '@ecole/content';
import { useLocation } from 'react-router';
import { Hero } from '../Hero/Hero.tsx';
import { placeholderEntry } from './placeholderRoute.ts';

export interface PlaceholderPageProps {
  /** Defaults to the router's location. */
  path?: string;
}

/**
 * The page of every route whose content is not written yet, in any app: the route table's title
 * as `<h1>`, a short note and a way to reach the school.
 */
export function PlaceholderPage({ path }: PlaceholderPageProps) {
  const location = useLocation();
  const entry = placeholderEntry(path ?? location.pathname);
  return <Hero title={entry.title} subtitle={PLACEHOLDER_PAGE.text} buttons={[PLACEHOLDER_PAGE.contact]} />;
}
