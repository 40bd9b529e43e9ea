export { ActionRow, type ActionRowProps } from './ActionRow.tsx';
