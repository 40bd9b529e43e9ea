export { pageRoute, type PageRoute } from './pageRoute.tsx';
