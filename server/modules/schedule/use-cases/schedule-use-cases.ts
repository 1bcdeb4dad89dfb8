import type { Clock } from '../../../ports/clock';
import type { SchedulePorts } from '../ports/schedule-ports';
import { AddSlot } from './add-slot';
import { ApplyAvailability } from './apply-availability';
import { ApplyWeeklyTemplate } from './apply-weekly-template';
import { ChangeSlotsInBulk } from './change-slots-in-bulk';
import { DeleteType } from './delete-type';
import { ExportBookingsCsv } from './export-bookings-csv';
import { FindOfferedType } from './find-offered-type';
import { ListBookings } from './list-bookings';
import { ListOfferedTypes } from './list-offered-types';
import { ListSlots } from './list-slots';
import { ListTypes } from './list-types';
import { MarkNoShow } from './mark-no-show';
import { RemoveSlot } from './remove-slot';
import { SaveType } from './save-type';
import { scheduleContext } from './schedule-context';
import { SetTypeActive } from './set-type-active';

export interface ScheduleUseCases {
  listOfferedTypes: ListOfferedTypes;
  findOfferedType: FindOfferedType;
  listTypes: ListTypes;
  saveType: SaveType;
  setTypeActive: SetTypeActive;
  deleteType: DeleteType;
  listSlots: ListSlots;
  addSlot: AddSlot;
  removeSlot: RemoveSlot;
  applyWeeklyTemplate: ApplyWeeklyTemplate;
  applyAvailability: ApplyAvailability;
  changeSlotsInBulk: ChangeSlotsInBulk;
  listBookings: ListBookings;
  exportBookingsCsv: ExportBookingsCsv;
  markNoShow: MarkNoShow;
}

export function scheduleUseCases(ports: SchedulePorts, clock: Clock): ScheduleUseCases {
  const context = scheduleContext(ports, clock);
  return {
    listOfferedTypes: new ListOfferedTypes(context),
    findOfferedType: new FindOfferedType(context),
    listTypes: new ListTypes(context),
    saveType: new SaveType(context),
    setTypeActive: new SetTypeActive(context),
    deleteType: new DeleteType(context),
    listSlots: new ListSlots(context),
    addSlot: new AddSlot(context),
    removeSlot: new RemoveSlot(context),
    applyWeeklyTemplate: new ApplyWeeklyTemplate(context),
    applyAvailability: new ApplyAvailability(context),
    changeSlotsInBulk: new ChangeSlotsInBulk(context),
    listBookings: new ListBookings(context),
    exportBookingsCsv: new ExportBookingsCsv(context),
    markNoShow: new MarkNoShow(context),
  };
}
