export interface PayConditions {
  signedIn: boolean;
  profileComplete: boolean;
  date: string | null;
  timeSlot: string | null;
}

/**
 * Spec section 5: the pay button needs a date and a slot, and for a signed-in user a complete
 * profile too; a visitor may press it to be sent to sign in.
 */
export function canPressPay({ signedIn, profileComplete, date, timeSlot }: PayConditions): boolean {
  if (!date || !timeSlot) return false;
  return !signedIn || profileComplete;
}
