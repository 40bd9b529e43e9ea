import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // One Storybook for the whole design system, including the contact form (packages/contact),
  // which builds on these components.
  stories: ['../src/**/*.stories.tsx', '../../contact/src/**/*.stories.tsx'],
  // The build machines reach only the npm registry: no telemetry, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
