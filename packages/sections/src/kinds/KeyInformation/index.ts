export { KeyInformationSection, KeyInformationSection as keyInformation } from './KeyInformationSection.tsx';
