import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../tokens/sprinkles.css.ts';

export const STACK_GAPS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /** Space between children; responsive like every sprinkle. */
  gap?: Sprinkles['gap'];
};

/**
 * Children one under the other, evenly spaced by a token. As a list (`as="ul"`/`"ol"`) it drops
 * the bullets and the indent: the items are blocks, not prose.
 */
export function Stack({ gap = 'md', as = 'div', ...props }: StackProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={gap}
      {...(isList ? { listStyle: 'none' as const, paddingLeft: 'none' as const, marginY: 'none' as const } : {})}
      {...props}
    />
  );
}
