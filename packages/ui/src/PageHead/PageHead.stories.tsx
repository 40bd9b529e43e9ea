import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseJsonLd, organizationJsonLd, serviceJsonLd } from './jsonLd.ts';
import { type PageMetaOptions, pageMeta } from './pageMeta.ts';

/** `pageMeta` is a helper, not a component: the story shows the tags it produces. */
function MetaTable(options: PageMetaOptions) {
  return (
    <table>
      <caption>Balises produites pour {options.path}</caption>
      <tbody>
        {pageMeta(options).map((descriptor, index) => (
          <tr key={index}>
            <td>
              <code>{JSON.stringify(descriptor)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'SEO/pageMeta',
  component: MetaTable,
  args: { path: '/programmes/marketing-digital', description: 'Le Bachelor Marketing Digital en alternance, 100 % à distance.' },
} satisfies Meta<typeof MetaTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Programme: Story = {};
export const Accueil: Story = { args: { path: '/', description: 'Accueil', jsonLd: organizationJsonLd() } };
export const NonIndexee: Story = { args: { path: '/thank-you', description: 'Merci', noindex: true } };
export const Formation: Story = {
  args: {
    jsonLd: courseJsonLd({
      name: 'Bachelor Marketing Digital',
      description: 'Le Bachelor Marketing Digital en alternance, 100 % à distance.',
      path: '/programmes/marketing-digital',
      startDate: '2025-09',
      endDate: '2026-09',
    }),
  },
};
export const Service: Story = {
  args: {
    path: '/tpe',
    description: 'Recruter un alternant en marketing digital dans une TPE.',
    jsonLd: serviceJsonLd({ name: 'Alternants pour les TPE', description: 'Un alternant formé au marketing digital.', path: '/tpe', audience: 'TPE' }),
  },
};
export const SansCanonique: Story = { args: { path: '/404', description: 'Page non trouvée', noindex: true, canonical: false } };
