/**
 * "Still true?" on an entry's detail page: a yes or no for each accommodation it lists, sent in
 * one step (signed in; anonymous visitors are led to log in). The entry comes back with its new
 * dated status, which Apollo's cache puts on the page.
 */
import { Button, Callout, H2, Intent, Radio } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { accommodationLabel, type AccommodatedKind } from '@ffc/domain/accommodations';
import { checksSchemaOf } from '@ffc/domain/checks';
import { UI } from '@ffc/domain/messages';
import { fieldErrors, validationMessage } from '@ffc/domain/validation';
import { describeFailure, failureText } from '../ui/toaster';

export type CheckAccommodations = TypedDocumentNode<unknown, { id: number; confirmed: string[]; disputed: string[] }>;

type Answer = 'yes' | 'no';

export function StillTrue({
  kind,
  entryId,
  keys,
  mutation,
  signedIn,
}: {
  kind: AccommodatedKind;
  entryId: number;
  keys: readonly string[];
  mutation: CheckAccommodations;
  signedIn: boolean;
}) {
  const [answers, setAnswers] = useState<Readonly<Record<string, Answer>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [check, { loading }] = useMutation(mutation);
  const heading = useId();
  const problemId = useId();
  if (keys.length === 0) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      confirmed: keys.filter((k) => answers[k] === 'yes'),
      disputed: keys.filter((k) => answers[k] === 'no'),
    };
    const refused = fieldErrors(checksSchemaOf(kind), payload);
    setSent(false);
    if (refused.length > 0) {
      setProblem(validationMessage(refused));
      return;
    }
    try {
      await check({ variables: { id: entryId, ...payload } });
      setProblem(null);
      setAnswers({});
      setSent(true);
    } catch (error) {
      setProblem(describeFailure(error).serverMessage ?? failureText(UI.checks.stillTrue, error));
    }
  };

  return (
    <section aria-labelledby={heading} className="still-true">
      <H2 id={heading}>{UI.checks.stillTrue}</H2>
      {signedIn ? (
        <form onSubmit={(event) => void onSubmit(event)} aria-describedby={problem ? problemId : undefined} noValidate>
          {keys.map((key) => (
            <fieldset key={key} className="still-true-item">
              <legend>{accommodationLabel(kind, key)}</legend>
              {(['yes', 'no'] as const).map((answer) => (
                <Radio
                  key={answer}
                  inline
                  name={`still-true-${key}`}
                  value={answer}
                  label={answer === 'yes' ? UI.checks.yes : UI.checks.no}
                  checked={answers[key] === answer}
                  onChange={() => setAnswers((now) => ({ ...now, [key]: answer }))}
                />
              ))}
            </fieldset>
          ))}
          {problem && (
            <Callout id={problemId} intent={Intent.DANGER} role="alert" className="still-true-problem">
              {problem}
            </Callout>
          )}
          {sent && (
            <p role="status" className="still-true-sent">
              {UI.checks.sent}
            </p>
          )}
          <Button type="submit" intent={Intent.PRIMARY} loading={loading}>
            {UI.checks.send}
          </Button>
        </form>
      ) : (
        <p>
          <Link to="/login">{UI.checks.loginToCheck}</Link>
        </p>
      )}
    </section>
  );
}
