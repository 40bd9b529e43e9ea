export { OPTIONAL_IMAGE_ATTRIBUTE, OptionalImage, type OptionalImageProps } from './OptionalImage.tsx';
