export { QuoteSection, QuoteSection as quote } from './QuoteSection.tsx';
