import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

/**
 * A global contract with fixed names (`--ec-color-primary`, …) rather than hashed ones, so the
 * three independently built apps emit identical custom properties (DESIGN.md §5).
 */
export const vars = createGlobalThemeContract(tokens, (_value, path) => `ec-${path.join('-')}`);

createGlobalTheme(':root', vars, tokens);
