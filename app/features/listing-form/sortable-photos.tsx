import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { MediaItem } from "./media-items";

/**
 * Drag and drop of the listing's photos with dnd-kit (pointer, touch and keyboard: space picks a
 * photo up, the arrow keys move it, space drops it, escape cancels; every step is announced in the
 * page's language). Loaded only once a listing has two photos to order.
 */

/** What a tile needs to be sortable: its node, its moving style and the drag handle's props. */
export interface TileBinding {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  handle: Record<string, unknown> & { ref: (node: HTMLElement | null) => void };
}

export interface SortablePhotosProps {
  items: readonly MediaItem[];
  busy: boolean;
  label: string;
  className: string;
  /** Moves a photo to a 0-based position. */
  onMove: (key: string, to: number) => void;
  renderTile: (item: MediaItem, index: number, bind: TileBinding) => ReactNode;
}

function SortableTile({
  item,
  index,
  busy,
  renderTile,
}: {
  item: MediaItem;
  index: number;
  busy: boolean;
  renderTile: SortablePhotosProps["renderTile"];
}) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: item.key, disabled: busy, attributes: { roleDescription: t("listingForm.media.sortable") } });
  return renderTile(item, index, {
    setNodeRef: sortable.setNodeRef,
    style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
    isDragging: sortable.isDragging,
    handle: { ref: sortable.setActivatorNodeRef, ...sortable.attributes, ...sortable.listeners },
  });
}

export function SortablePhotos({ items, busy, label, className, onMove, renderTile }: SortablePhotosProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.key === id)?.name ?? "";
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.key === id) + 1;
  const total = items.length;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), positionOf(over.id) - 1);
  };
  return (
    <DndContext
      id="listing-photos"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t("listingForm.media.dragInstructions") },
        announcements: {
          onDragStart: ({ active }) =>
            t("listingForm.media.dragStart", { name: nameOf(active.id), position: positionOf(active.id), total }),
          onDragOver: ({ active, over }) =>
            over ? t("listingForm.media.dragOver", { name: nameOf(active.id), position: positionOf(over.id), total }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t("listingForm.media.dragEnd", { name: nameOf(active.id), position: positionOf(over.id), total }) : undefined,
          onDragCancel: ({ active }) => t("listingForm.media.dragCancel", { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy}>
        <ul className={className} aria-label={label}>
          {items.map((item, index) => (
            <SortableTile key={item.key} item={item} index={index} busy={busy} renderTile={renderTile} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
