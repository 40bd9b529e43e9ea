export { ApplicationFormSection, ApplicationFormSection as applicationForm } from './ApplicationFormSection.tsx';
export { APPLICATION_FRAME_HEIGHT, applicationFormConfig, LOCAL_APPLICATION_FORM } from './applicationFormConfig.ts';
