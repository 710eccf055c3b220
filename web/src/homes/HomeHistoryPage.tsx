/** /homes/{id}/history: every change to the entry, and (moderators) revert. */
import { SITE_PAGES } from '@ffc/domain/pages';
import { HOME_UI } from '../kinds/entryUi';
import { EntryHistory } from '../history/EntryHistory';

export default function HomeHistoryPage() {
  return <EntryHistory ui={HOME_UI} title={SITE_PAGES.homeHistory.title} />;
}
