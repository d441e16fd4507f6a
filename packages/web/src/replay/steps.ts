/** Keyboard stepping in a replay, headless: the step a key goes to, or null when the key does not step. */
export function stepKey(key: string, step: number, total: number): number | null {
  const clamp = (n: number) => Math.max(0, Math.min(total, n));
  switch (key) {
    case 'ArrowLeft':
      return clamp(step - 1);
    case 'ArrowRight':
      return clamp(step + 1);
    case 'PageUp':
      return clamp(step - 10);
    case 'PageDown':
      return clamp(step + 10);
    case 'Home':
      return 0;
    case 'End':
      return total;
    default:
      return null;
  }
}
