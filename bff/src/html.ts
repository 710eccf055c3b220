/** Text put into the HTML (and XML) the BFF writes itself: always text, never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
