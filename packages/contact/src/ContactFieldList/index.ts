export { ContactFieldList, type ContactFieldListProps, type MessageCopy } from './ContactFieldList.tsx';
