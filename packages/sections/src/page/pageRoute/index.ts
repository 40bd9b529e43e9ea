export { type PageRoute, pageRoute } from './pageRoute.tsx';
