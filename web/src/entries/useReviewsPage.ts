import { useSearchParams } from 'react-router-dom';
import { pageFromUrl, pageToUrl } from '@ffc/domain';

/** The page of reviews a detail screen shows, from its 1-based `?page=`. */
export function useReviewsPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  return [pageFromUrl(params.get('page')), (page) => setParams(page === 0 ? {} : { page: pageToUrl(page) })];
}
