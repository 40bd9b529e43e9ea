export { FollowUpActionSection, FollowUpActionSection as followUpAction } from './FollowUpActionSection.tsx';
