import { useParams } from 'react-router-dom';

/** The `:id` of an edit route: 0 (or nothing sensible) adds. */
export function useEntryId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
