/** What /businesses shows before its list loads (the list's spec begins with it too). */
import { loginToAddMessage, UI } from '@ffc/domain/messages';
import type { ListHead } from '../entries/ListPage';

export const BUSINESS_LIST_HEAD: ListHead = {
  title: 'Businesses',
  description: 'Fragrance-free businesses reviewed by people who react to fragrances.',
  add: { label: UI.add.business, path: '/businesses/0/edit' },
  loginMessage: loginToAddMessage('Businesses'),
};
