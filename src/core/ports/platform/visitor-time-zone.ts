/** The visitor's own time zone, as their browser names it (IANA, e.g. 'Europe/Berlin'). */
export interface VisitorTimeZone {
  zone(): string;
}
