/**
 * An entry's "A note to send ahead": the person ticks what to ask for (their needs here, ticked to
 * begin with) and whether to say why; the note is previewed, and can be copied, emailed or printed
 * as a card. Nothing goes in that they did not tick.
 */
import { Button, Checkbox } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ACCOMMODATIONS, type AccommodatedKind } from '@ffc/domain/accommodations';
import { SENSITIVITIES } from '@ffc/domain/needs';
import { NOTE_EXTRAS, NOTE_TEXT, noteSubject, noteText } from '@ffc/domain/notes';
import { CopyButton } from '../ui/CopyButton';
import { NeedsQuery } from './operations';

/** Prints the note alone: the page's print style shows only the card while the body carries this class. */
const PRINTING = 'printing-note';

function printNote() {
  document.body.classList.add(PRINTING);
  window.addEventListener('afterprint', () => document.body.classList.remove(PRINTING), { once: true });
  window.print();
}

/**
 * Closed until asked for: the note's controls are built only once the person opens it (a page's
 * checklist and this would otherwise name every accommodation twice).
 */
export function NoteAhead(props: Parameters<typeof NoteForm>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <details className="note-ahead" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{NOTE_TEXT.title}</summary>
      {open && <NoteForm {...props} />}
    </details>
  );
}

function NoteForm({
  kind,
  name,
  email,
  signedIn,
}: {
  kind: AccommodatedKind;
  name: string;
  /** The place's own email, for "Email it". */
  email?: string | null;
  signedIn: boolean;
}) {
  const { data } = useQuery(NeedsQuery, { skip: !signedIn, fetchPolicy: 'cache-first' });
  const needs = data?.needs;
  // Ticked to begin with: the person's own needs here; nothing else until they tick it.
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const requests = chosen ?? needs?.[kind] ?? [];
  const [extra, setExtra] = useState(false);
  const [why, setWhy] = useState(false);
  const [sensitivities, setSensitivities] = useState<readonly string[]>([]);
  const note = noteText({ kind, name, requests, extra, why, sensitivities });
  const toggle = (list: readonly string[], key: string, on: boolean) =>
    on ? [...list, key] : list.filter((k) => k !== key);
  const mailto = `mailto:${encodeURIComponent(email ?? '').replace(/%40/g, '@')}?${new URLSearchParams({
    subject: noteSubject(name),
    body: note,
  })
    .toString()
    .replace(/\+/g, '%20')}`;

  return (
    <>
      <p>{NOTE_TEXT.intro}</p>
      <fieldset className="checkbox-group">
        <legend className="bp6-label">{NOTE_TEXT.requests}</legend>
        {ACCOMMODATIONS[kind].map((a) => (
          <Checkbox
            key={a.key}
            label={a.label}
            checked={requests.includes(a.key)}
            onChange={(event) => setChosen(toggle(requests, a.key, event.currentTarget.checked))}
          />
        ))}
        <Checkbox
          label={NOTE_EXTRAS[kind]}
          checked={extra}
          onChange={(event) => setExtra(event.currentTarget.checked)}
        />
      </fieldset>
      <Checkbox label={NOTE_TEXT.why} checked={why} onChange={(event) => setWhy(event.currentTarget.checked)} />
      {why && (
        <fieldset className="checkbox-group">
          <legend className="bp6-label">{NOTE_TEXT.sensitivities}</legend>
          {SENSITIVITIES.map((s) => (
            <Checkbox
              key={s.key}
              label={s.label}
              checked={sensitivities.includes(s.key)}
              onChange={(event) => setSensitivities(toggle(sensitivities, s.key, event.currentTarget.checked))}
            />
          ))}
        </fieldset>
      )}
      <div className="note-card" aria-label={NOTE_TEXT.preview} role="region">
        <pre className="note-text">{note}</pre>
      </div>
      <div className="form-actions">
        <CopyButton text={note} label={NOTE_TEXT.copy} copied={NOTE_TEXT.copied} />
        <a className="bp6-button" href={mailto}>
          <span className="bp6-button-text">{NOTE_TEXT.email}</span>
        </a>
        <Button onClick={printNote}>{NOTE_TEXT.print}</Button>
      </div>
    </>
  );
}
