/**
 * How long a session lasts. Reservation types carry no length of their own yet, so every
 * session is taken to last this long wherever an end time is needed (calendar files, links).
 */
export const DEFAULT_SESSION_MINUTES = 60;
