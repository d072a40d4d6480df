import { useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { TMember, TOutreach, TOutreachStatus } from '@inflow/contracts';
import { OutreachStatusBadge } from '@/components/status-badge';
import { cn } from '@/lib/utils';
import { columnKeyboardCoordinates } from '../lib/keyboard';
import { byStage, isStage, stageLabel } from '../lib/stages';
import { BoardCard } from './board-card';

export interface PipelineBoardProps {
  entries: TOutreach[];
  /** The columns to show (all stages unless a stage filter is on). */
  stages: TOutreachStatus[];
  showCampaign: boolean;
  members: TMember[] | undefined;
  /** Viewers see the board but move nothing. */
  canEdit: boolean;
  savingIds?: ReadonlySet<string>;
  onMove: (entry: TOutreach, to: TOutreachStatus) => void;
  onOwnerChange: (entry: TOutreach, owner: string | null) => void;
}

const entryOf = (data: unknown) => (data as { entry?: TOutreach } | undefined)?.entry;
const nameOf = (active: { data: { current?: unknown } }) => entryOf(active.data.current)?.creator_name ?? 'The creator';
const stageName = (id: UniqueIdentifier | undefined | null) => (isStage(String(id)) ? stageLabel(String(id) as TOutreachStatus) : 'no stage');

export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this creator to another stage, press Space or Enter to pick the card up, use the Left and Right arrow keys to choose a stage, then press Space or Enter to drop it there. Press Escape to cancel.',
};

/** Cards that have left their own column during the current drag (one drag at a time). */
const movedAway = new Set<UniqueIdentifier>();

/** What a screen reader hears while a card moves (dnd-kit's live region). */
export const BOARD_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => {
    movedAway.delete(active.id);
    return `Picked up ${nameOf(active)} from ${stageName(entryOf(active.data.current)?.status)}.`;
  },
  onDragOver: ({ active, over }) => {
    // Right after pick-up the card is over its own column: keep "Picked up ..." as the last thing said.
    if (over && over.id === entryOf(active.data.current)?.status && !movedAway.has(active.id)) return undefined;
    if (over) movedAway.add(active.id);
    return over ? `${nameOf(active)} is over ${stageName(over.id)}.` : `${nameOf(active)} is not over a stage.`;
  },
  onDragEnd: ({ active, over }) => {
    movedAway.delete(active.id);
    const from = entryOf(active.data.current)?.status;
    if (!over || over.id === from) return `${nameOf(active)} was dropped back on ${stageName(from)}.`;
    return `${nameOf(active)} was dropped on ${stageName(over.id)}; saving.`;
  },
  onDragCancel: ({ active }) => {
    movedAway.delete(active.id);
    return `Moving ${nameOf(active)} was cancelled; it stays in ${stageName(entryOf(active.data.current)?.status)}.`;
  },
};

/** Pointer drags go where the pointer is; keyboard drags (no pointer) by the card's rectangle. */
const collision: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : [];
  return hits.length ? hits : rectIntersection(args);
};

/**
 * The pipeline as columns of cards, one per stage. Cards are dragged by mouse, touch or keyboard (dnd-kit); a drop
 * asks the parent to move the entry, which the server may refuse: the entries passed in are always the truth.
 */
export function PipelineBoard({ entries, stages, showCampaign, members, canEdit, savingIds, onMove, onOwnerChange }: PipelineBoardProps) {
  const columns = useMemo(() => byStage(entries), [entries]);
  const [active, setActive] = useState<TOutreach | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Instant scrolling: when the next column is off screen (phones), the sensor scrolls the board instead of moving the
    // card; a smooth scroll is still under way when the next key arrives.
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const onDragStart = (e: DragStartEvent) => setActive(entryOf(e.active.data.current) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setActive(null);
    const entry = entryOf(e.active.data.current);
    const to = e.over ? String(e.over.id) : null;
    if (entry && to && isStage(to) && to !== entry.status) onMove(entry, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements: BOARD_ANNOUNCEMENTS, screenReaderInstructions: BOARD_INSTRUCTIONS }}
    >
      {/* No scroll snapping while a card moves: the keyboard sensor scrolls the board to reach an off-screen column, and
          snapping could pull that scroll back to the column the card came from. */}
      <div
        className={cn('relative -mx-1 flex gap-3 overflow-x-auto px-1 pb-3', !active && 'snap-x')}
        role="list"
        aria-label="Pipeline stages"
        data-testid="pipeline-board"
      >
        {stages.map((stage) => (
          <Column key={stage} stage={stage} count={columns[stage].length}>
            {columns[stage].map((entry) => (
              <DraggableCard
                key={entry.id}
                entry={entry}
                showCampaign={showCampaign}
                members={members}
                canEdit={canEdit}
                saving={savingIds?.has(entry.id) ?? false}
                onOwnerChange={(owner) => onOwnerChange(entry, owner)}
              />
            ))}
          </Column>
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? <BoardCard entry={active} showCampaign={showCampaign} members={members} canEdit overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}

function Column({ stage, count, children }: { stage: TOutreachStatus; count: number; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `stage-${stage}`;
  return (
    <section
      role="listitem"
      aria-labelledby={headingId}
      data-stage={stage}
      className="flex w-72 shrink-0 snap-start flex-col rounded-xl border bg-muted/40"
    >
      <header className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 id={headingId} className="text-sm font-semibold">
          <OutreachStatusBadge status={stage} />
          <span className="sr-only"> stage</span>
        </h2>
        <span className="text-xs tabular-nums text-muted-foreground" aria-label={`${count} ${count === 1 ? 'creator' : 'creators'}`}>
          {count}
        </span>
      </header>
      <div
        ref={setNodeRef}
        data-testid={`column-${stage}`}
        className={cn('flex min-h-32 flex-1 flex-col gap-2 p-2 transition-colors', isOver && 'bg-indigo-50 ring-2 ring-inset ring-indigo-300')}
      >
        {count === 0 && <p className="px-1 py-4 text-center text-xs text-muted-foreground">No creators</p>}
        {children}
      </div>
    </section>
  );
}

function DraggableCard(props: {
  entry: TOutreach;
  showCampaign: boolean;
  members: TMember[] | undefined;
  canEdit: boolean;
  saving: boolean;
  onOwnerChange: (owner: string | null) => void;
}) {
  const { entry, canEdit, saving } = props;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: entry.id,
    data: { entry, status: entry.status },
    disabled: !canEdit || saving,
  });
  // A pointer picks the card up anywhere but on its link and menu; a keyboard only from the grip (its activator).
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('a, select, input, textarea, button:not([data-grip])')) return;
    (listeners?.onPointerDown as React.PointerEventHandler<HTMLDivElement> | undefined)?.(e);
  };
  return (
    <div ref={setNodeRef} onPointerDown={canEdit ? onPointerDown : undefined} className={canEdit ? 'cursor-grab' : undefined}>
      <BoardCard {...props} dragging={isDragging} handleRef={setActivatorNodeRef} handleProps={{ ...attributes, onKeyDown: listeners?.onKeyDown as React.KeyboardEventHandler<HTMLButtonElement> | undefined }} />
    </div>
  );
}
