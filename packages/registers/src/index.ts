export { API_APPRENTISSAGE_URL, ApiApprentissageError, type ApiFailure, apiApprentissage } from './apiApprentissage/client.ts';
export { EXIT } from './apiApprentissage/failures.ts';
export { main as registerCheck } from './registerCheck.ts';
