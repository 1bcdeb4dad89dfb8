export interface TimeSlot {
  _id: string;
  /** HH:mm */
  time: string;
}

export interface AvailableDate {
  /** YYYY-MM-DD */
  date: string;
  timeSlots: TimeSlot[];
}

export interface ReservationType {
  _id: string;
  title: string;
  description: string;
  /** tomans; 0 means free */
  price: number;
  includedServices: string[];
  availableDates: AvailableDate[];
}
