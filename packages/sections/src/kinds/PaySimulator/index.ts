export { PaySimulatorSection, PaySimulatorSection as paySimulator } from './PaySimulatorSection.tsx';
