/**
 * The map's viewport: the part of the drawing shown (an SVG viewBox), zoomed by the wheel, buttons and keys, panned
 * by dragging and pinched with two fingers. `drag` tells a pan apart from a click. Without a stored box, a first
 * visit on a narrow screen starts zoomed in around `home` (display-settings.ts), so labels are readable.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { MapDrawing } from './board-map.js';
import type { Point } from './border-points.js';
import { type Box, startingBox } from './display-settings.js';

export function useViewport(
  world: MapDrawing,
  /** Where the buttons and keys zoom about (the selected territory, so it stays in view); null: the middle. */
  focus: Point | null,
  /** The box this browser last showed, or null for the whole map. */
  stored: Box | null,
  /** Where a first zoom on a narrow screen is centred, asked once when the map is first laid out. */
  home: () => Point,
) {
  const FULL: Box = [0, 0, world.width, world.height];
  const [box, setBox] = useState<Box>(stored ?? FULL);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; box: Box; moved: boolean } | null>(null);
  const pointers = useRef(new Map<number, Point>()); // fingers on the map, for pinch zoom

  // Before the first frame is drawn (the map's width is known once it is laid out), so a phone never shows the
  // whole map first and then jumps.
  useLayoutEffect(() => {
    if (stored) return;
    const start = startingBox(world, svg.current?.getBoundingClientRect().width ?? 0, home());
    if (start[2] < world.width) setBox(start);
  }, []);

  // The buttons and keys zoom about the focus, so it stays in view; the wheel about the pointer.
  const centre: Point = focus ?? [box[0] + box[2] / 2, box[1] + box[3] / 2];
  const zoom = (factor: number, cx = centre[0], cy = centre[1], underPointer = false) => {
    const w = Math.min(world.width, Math.max(world.width / 8, box[2] * factor));
    const h = (w / world.width) * world.height;
    // Under the pointer the point keeps its place on screen; otherwise it comes to the middle.
    const x = underPointer ? cx - ((cx - box[0]) / box[2]) * w : cx - w / 2;
    const y = underPointer ? cy - ((cy - box[1]) / box[3]) * h : cy - h / 2;
    setBox(w >= world.width ? FULL : [x, y, w, h]);
  };
  const toMap = (e: { clientX: number; clientY: number }): Point => {
    const r = svg.current!.getBoundingClientRect();
    return [
      box[0] + ((e.clientX - r.left) / r.width) * box[2],
      box[1] + ((e.clientY - r.top) / r.height) * box[3],
    ];
  };

  const handlers = {
    onWheel: (e: WheelEvent) => {
      e.preventDefault();
      const [cx, cy] = toMap(e);
      zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy, true);
    },
    onPointerDown: (e: PointerEvent) => {
      pointers.current.set(e.pointerId, [e.clientX, e.clientY]);
      drag.current = { x: e.clientX, y: e.clientY, box, moved: false };
    },
    onPointerMove: (e: PointerEvent) => {
      const d = drag.current;
      if (!d || e.buttons === 0) return;
      const touches = pointers.current;
      if (touches.has(e.pointerId) && touches.size === 2) {
        // Two fingers: zoom by the change of their distance, about their midpoint.
        const [a, b] = [...touches.values()] as [Point, Point];
        const before = Math.hypot(a[0] - b[0], a[1] - b[1]);
        touches.set(e.pointerId, [e.clientX, e.clientY]);
        const [c, f] = [...touches.values()] as [Point, Point];
        const after = Math.hypot(c[0] - f[0], c[1] - f[1]);
        d.moved = true;
        if (before > 0 && after > 0) {
          const [cx, cy] = toMap({ clientX: (c[0] + f[0]) / 2, clientY: (c[1] + f[1]) / 2 });
          zoom(before / after, cx, cy, true);
        }
        return;
      }
      const r = svg.current!.getBoundingClientRect();
      const dx = ((e.clientX - d.x) / r.width) * d.box[2];
      const dy = ((e.clientY - d.y) / r.height) * d.box[3];
      if (Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 5) d.moved = true;
      if (d.moved) setBox([d.box[0] - dx, d.box[1] - dy, d.box[2], d.box[3]]);
    },
    onPointerUp: (e: PointerEvent) => {
      pointers.current.delete(e.pointerId);
      setTimeout(() => {
        if (pointers.current.size === 0) drag.current = null;
      }, 0);
    },
    onPointerCancel: (e: PointerEvent) => {
      pointers.current.delete(e.pointerId);
    },
  };
  /** Whether the whole map is shown (nothing to remember). */
  const whole = box[2] >= world.width;
  return { box, whole, fit: () => setBox(FULL), zoom, svg, drag, handlers };
}
