import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves go from column to column: Left and Right put the picked-up card on the previous or next stage
 * (Up and Down do nothing, the order inside a column is not kept). The card's top-left is placed just inside the
 * target column, so the column is what it collides with.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const dir = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) {
    event.preventDefault();
    return currentCoordinates;
  }
  if (!dir) return undefined;
  event.preventDefault();
  const { active, over, droppableRects, droppableContainers } = context;
  if (!active) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((c): c is { id: typeof c.id; rect: NonNullable<typeof c.rect> } => Boolean(c.rect))
    .sort((a, b) => a.rect.left - b.rect.left);
  const from = over?.id ?? (active.data.current as { status?: string } | undefined)?.status;
  const at = columns.findIndex((c) => c.id === from);
  const next = columns[at + dir];
  if (!next) return currentCoordinates;
  return { x: next.rect.left + 8, y: next.rect.top + 48 };
};
