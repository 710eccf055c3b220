/** /businesses/{id}/history: every change to the entry, and (moderators) revert. */
import { SITE_PAGES } from '@ffc/domain/pages';
import { BUSINESS_UI } from '../kinds/entryUi';
import { EntryHistory } from '../history/EntryHistory';

export default function BusinessHistoryPage() {
  return <EntryHistory ui={BUSINESS_UI} title={SITE_PAGES.businessHistory.title} />;
}
