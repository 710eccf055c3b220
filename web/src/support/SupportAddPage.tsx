/** /support/add. */
export { SupportAddPage as default } from './SupportTicketForm';
