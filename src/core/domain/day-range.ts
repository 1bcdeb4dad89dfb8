/** YYYY-MM-DD, both ends included */
export interface DayRange {
  from: string;
  to: string;
}
