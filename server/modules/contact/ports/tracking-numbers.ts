/** Makes the number a sender is given for their message: eight digits nobody can guess from another's. */
export interface TrackingNumbers {
  next(): string;
}
