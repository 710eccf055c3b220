/** /support/{id}/edit. */
export { SupportEditPage as default } from './SupportTicketForm';
