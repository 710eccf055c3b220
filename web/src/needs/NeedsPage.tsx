/**
 * My needs (/profile/needs): the accommodations the person needs at each kind of place, and what
 * they react to. Private health information: the page says so, and clears it in one step.
 */
import { Button, Callout, Card, H1 } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOMMODATIONS } from '@ffc/domain/accommodations';
import { NEED_KINDS, NEEDS_TEXT, needsSchema, SENSITIVITIES } from '@ffc/domain/needs';
import { SITE_PAGES } from '@ffc/domain/pages';
import { LABELS } from '@ffc/domain/toasts';
import { UI } from '@ffc/domain/messages';
import { RequireLogin } from '../account/RequireLogin';
import type { NeedsFieldsFragment } from '../gql/graphql';
import { CheckboxGroupField, SwitchField } from '../ui/fields';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { notifyFailure, notifySaved, submitTo, toastSuccess } from '../ui/toaster';
import { ClearNeedsMutation, NeedsQuery, UpdateNeedsMutation } from './operations';

type NeedsValues = NeedsFieldsFragment;

function NeedsForm() {
  const { data, loading, error } = useQuery(NeedsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateNeedsMutation);
  const [clear, { loading: clearing }] = useMutation(ClearNeedsMutation, { refetchQueries: [NeedsQuery] });
  const navigate = useNavigate();
  useEffect(() => {
    if (error) notifyFailure(LABELS.needs, error);
  }, [error]);
  const needs = data?.needs;
  if (loading && !needs) return <Loading />;
  if (!needs) return <p>{NEEDS_TEXT.loadFailed}</p>;
  // Only the input's fields (the cache adds __typename to what it answers).
  const initialValues: NeedsValues = {
    businesses: needs.businesses,
    homes: needs.homes,
    products: needs.products,
    socials: needs.socials,
    sensitivities: needs.sensitivities,
    showWithReviews: needs.showWithReviews,
  };

  const onSubmit = (values: NeedsValues) =>
    submitTo(
      LABELS.needs,
      () => update({ variables: { input: values } }),
      () => notifySaved(LABELS.needs, 200),
    );

  async function onClear() {
    try {
      await clear();
      toastSuccess(NEEDS_TEXT.cleared);
    } catch (failure) {
      notifyFailure(LABELS.needs, failure);
    }
  }

  return (
    <Card>
      <H1>{NEEDS_TEXT.title}</H1>
      <p>{NEEDS_TEXT.intro}</p>
      <Callout intent="primary" className="needs-privacy">
        {NEEDS_TEXT.privacy}
      </Callout>
      <SchemaForm<NeedsValues>
        // Remounted with what the server holds after a clear.
        key={JSON.stringify(initialValues)}
        schema={needsSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        submitLabel={NEEDS_TEXT.save}
        actions={
          <>
            <Button intent="danger" loading={clearing} onClick={() => void onClear()}>
              {NEEDS_TEXT.clear}
            </Button>
            <Button onClick={() => void navigate(SITE_PAGES.profile.path)}>{UI.goBack}</Button>
          </>
        }
      >
        <div className="needs-kinds">
          {NEED_KINDS.map((kind) => (
            <CheckboxGroupField key={kind} name={kind} label={NEEDS_TEXT.kinds[kind]} options={ACCOMMODATIONS[kind]} />
          ))}
          <CheckboxGroupField name="sensitivities" label={NEEDS_TEXT.sensitivities} options={SENSITIVITIES} />
        </div>
        <SwitchField name="showWithReviews" label={NEEDS_TEXT.showWithReviews} />
        <p className="field-help">{NEEDS_TEXT.showWithReviewsHelp}</p>
      </SchemaForm>
    </Card>
  );
}

export default function NeedsPage() {
  return (
    <RequireLogin>
      <PageHead title={NEEDS_TEXT.title} description={NEEDS_TEXT.description} />
      <NeedsForm />
    </RequireLogin>
  );
}
