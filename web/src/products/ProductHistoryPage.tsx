/** /products/{id}/history: every change to the entry, and (moderators) revert. */
import { SITE_PAGES } from '@ffc/domain/pages';
import { PRODUCT_UI } from '../kinds/entryUi';
import { EntryHistory } from '../history/EntryHistory';

export default function ProductHistoryPage() {
  return <EntryHistory ui={PRODUCT_UI} title={SITE_PAGES.productHistory.title} />;
}
