export { OptionalImage, type OptionalImageProps } from './OptionalImage.tsx';
