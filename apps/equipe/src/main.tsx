import '@ecole/ui/tokens';
import { createRoot } from 'react-dom/client';
import { Desk } from './Desk/Desk.tsx';
import { deskClient } from './supabase.ts';

const root = document.getElementById('bureau');
if (!root) throw new Error('#bureau manquant dans la page');
createRoot(root).render(<Desk db={deskClient()} />);
