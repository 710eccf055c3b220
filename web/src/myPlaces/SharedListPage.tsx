/** A list someone shared by link (/shared/{token}): its name and places, for anyone with the link. */
import { Card, H1 } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { MY_PLACES } from '@ffc/domain/myPlaces';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { StateMessage } from '../ui/StateMessage';
import { SharedListQuery } from './operations';
import { SavedEntries } from './SavedEntries';

export default function SharedListPage() {
  const token = useParams().token ?? '';
  const { data, loading } = useQuery(SharedListQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const list = data?.sharedList;
  return (
    <>
      <PageHead title={list?.name ?? MY_PLACES.sharedTitle} description={MY_PLACES.sharedTitle} />
      {loading && !data ? (
        <Loading />
      ) : !list ? (
        <StateMessage as="h1" icon="search" title={MY_PLACES.sharedGone} />
      ) : (
        <Card>
          <H1>{list.name}</H1>
          <p>{MY_PLACES.sharedTitle}.</p>
          <SavedEntries name={list.name} entries={list.entries} />
        </Card>
      )}
    </>
  );
}
