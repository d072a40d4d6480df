import { Link } from 'react-router';
import { SquareKanban, List } from 'lucide-react';

const item =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm';

/** List | Board on the Influencer Manager (/irm and /irm?view=board); the list is the default. */
export function OutreachViewToggle({ view, boardSearch = '' }: { view: 'list' | 'board'; boardSearch?: string }) {
  return (
    <nav aria-label="Outreach view" className="inline-flex rounded-lg bg-muted p-1">
      <Link to="/irm" className={item} aria-current={view === 'list' ? 'page' : undefined}>
        <List className="size-4" aria-hidden="true" /> List
      </Link>
      <Link to={`/irm?view=board${boardSearch}`} className={item} aria-current={view === 'board' ? 'page' : undefined}>
        <SquareKanban className="size-4" aria-hidden="true" /> Board
      </Link>
    </nav>
  );
}
