import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastRatio } from './contrast.ts';
import { vars } from './theme.css.ts';
import { TEXT_COLOR_PAIRS, tokens } from './tokens.ts';

/** The colour pairs used for text, with their measured WCAG contrast ratio. */
function ColourPairs() {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption>Couleurs de texte et ratios de contraste (AA : 4,5 minimum)</caption>
      <thead>
        <tr>
          <th scope="col">Exemple</th>
          <th scope="col">Texte / fond</th>
          <th scope="col">Ratio</th>
        </tr>
      </thead>
      <tbody>
        {TEXT_COLOR_PAIRS.map(([text, background]) => (
          <tr key={`${text}-${background}`}>
            <td style={{ color: vars.color[text], background: vars.color[background], padding: 12 }}>Je postule</td>
            <td style={{ padding: 12 }}>
              <code>{text}</code> / <code>{background}</code>
            </td>
            <td style={{ padding: 12 }}>{contrastRatio(tokens.color[text], tokens.color[background]).toFixed(2).replace('.', ',')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Scale({ group }: { group: 'space' | 'radius' | 'fontSize' }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {Object.entries(tokens[group]).map(([name, value]) => (
        <li key={name}>
          <code>
            --ec-{group}-{name}: {value}
          </code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Fondations/Jetons',
  component: ColourPairs,
} satisfies Meta<typeof ColourPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Couleurs: Story = {};
export const Espacements: Story = { render: () => <Scale group="space" /> };
export const Rayons: Story = { render: () => <Scale group="radius" /> };
export const TaillesDeTexte: Story = { render: () => <Scale group="fontSize" /> };
