export { useSentNotice } from './useSentNotice.ts';
