/** Previous / Next paging under a list, with where the visitor is; totals past the count cap show as "1,000+". */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { UI } from '@ffc/domain/messages';
import { formatCount } from '@ffc/domain/text';

export interface PageInfo {
  pageNumber: number;
  totalPages: number;
  totalElements: number;
  totalElementsIsEstimate: boolean;
}

const resultCount = ({ totalElements, totalElementsIsEstimate }: PageInfo): string =>
  UI.resultCount(totalElements, totalElementsIsEstimate);

export function Paging({
  page,
  onPage,
  label = 'Pages',
}: {
  page: PageInfo;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (page.totalPages <= 1 && page.pageNumber === 0) return <p className="paging-summary">{resultCount(page)}</p>;
  return (
    <nav aria-label={label} className="paging">
      <ButtonGroup>
        <Button icon="chevron-left" disabled={page.pageNumber <= 0} onClick={() => onPage(page.pageNumber - 1)}>
          Previous
        </Button>
        <Button
          endIcon="chevron-right"
          disabled={page.pageNumber + 1 >= page.totalPages}
          onClick={() => onPage(page.pageNumber + 1)}
        >
          Next
        </Button>
      </ButtonGroup>
      <span className="paging-summary" aria-live="polite">
        Page {page.pageNumber + 1} of {formatCount(Math.max(page.totalPages, 1))} · {resultCount(page)}
      </span>
    </nav>
  );
}
