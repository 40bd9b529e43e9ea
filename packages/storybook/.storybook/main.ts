import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The one Storybook of the repository: the design system, the contact form that builds on it and
  // the section renderers that build on both (one story per kind of section). The stories live
  // beside their components; src/stories.test.tsx renders them all, with the same globs.
  stories: ['../../ui/src/**/*.stories.tsx', '../../contact/src/**/*.stories.tsx', '../../sections/src/**/*.stories.tsx'],
  // The build machines reach only the npm registry: no telemetry, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
