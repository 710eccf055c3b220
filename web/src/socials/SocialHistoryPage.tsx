/** /socials/{id}/history: every change to the entry, and (moderators) revert. */
import { SITE_PAGES } from '@ffc/domain/pages';
import { SOCIAL_UI } from '../kinds/entryUi';
import { EntryHistory } from '../history/EntryHistory';

export default function SocialHistoryPage() {
  return <EntryHistory ui={SOCIAL_UI} title={SITE_PAGES.socialHistory.title} />;
}
