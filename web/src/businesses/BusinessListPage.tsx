/**
 * /businesses: the heading and the login message (or Add) first; the list (filters by type,
 * country, state and text; rows that open the business) loads once they are on screen.
 */
import { lazy } from 'react';
import { ListPage } from '../entries/ListPage';
import { BUSINESS_LIST_HEAD } from './listHead';

const BusinessList = lazy(() => import('./BusinessList'));

export default function BusinessListPage() {
  return (
    <ListPage head={BUSINESS_LIST_HEAD} slotClassName="list-slot-businesses">
      <BusinessList />
    </ListPage>
  );
}
