// `?no-inline`: Vite would otherwise inline this small file as a data: URL; a hashed file is
// cached once for every page and can be referenced from JSON-LD (@ecole/sections/pageMeta).
import logoUrl from './logo.svg?no-inline';

export { logoUrl };
