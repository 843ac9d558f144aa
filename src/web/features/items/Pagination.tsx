import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={i18n._('listings.pages')} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {i18n._('listings.previous')}
      </Button>
      <span className="text-sm text-slate-600" aria-current="page">
        {i18n._('listings.pageOf', { page, count: pageCount })}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {i18n._('listings.next')}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
