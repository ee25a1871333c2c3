/**
 * The header the web app sends the gate's token in (the answer of POST /access-code/verify): on a stage with an
 * access code set, the API refuses every other call without a valid one (403 ACCESS_GATE_REQUIRED).
 */
export const ACCESS_GATE_HEADER = 'x-scout-gate';
export const ACCESS_GATE_REQUIRED = 'This environment is restricted. Enter its access code to continue.';
