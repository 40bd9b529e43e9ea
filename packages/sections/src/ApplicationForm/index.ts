export { ApplicationFormSection, ApplicationFormSection as applicationForm } from './ApplicationFormSection.tsx';
export { APPLICATION_FRAME_HEIGHT, LOCAL_APPLICATION_FORM, applicationFormConfig } from './applicationFormConfig.ts';
