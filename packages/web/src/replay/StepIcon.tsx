/**
 * The replay's step icons as SVG: the media glyphs ⏮ and ⏭ have no shape in the fonts Debian's Chromium
 * ships, and showed as empty boxes. Drawn in the text's colour, hidden from screen readers (the label says it).
 */
const PATHS = {
  first: 'M3 2h2v12H3zM14 2v12L6 8z',
  prev: 'M12 2v12L4 8z',
  next: 'M4 2v12l8-6z',
  last: 'M11 2h2v12h-2zM2 2v12l8-6z',
} as const;

export function StepIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <svg class="step-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="currentColor">
      <path d={PATHS[kind]} />
    </svg>
  );
}
