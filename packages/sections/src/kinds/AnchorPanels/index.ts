export { AnchorPanelsSection, AnchorPanelsSection as anchorPanels } from './AnchorPanelsSection.tsx';
