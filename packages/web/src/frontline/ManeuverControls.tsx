/** The maneuver phase's controls (R8): moving or embarking divisions in one gesture, and the front rows. */
import type { ControlProps } from './control-props.js';
import { FormationControls } from './FormationControls.js';
import { MoveControls } from './MoveControls.js';

export function ManeuverControls(props: ControlProps) {
  return (
    <>
      <MoveControls {...props} />
      <FormationControls {...props} />
    </>
  );
}
