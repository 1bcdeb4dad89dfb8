import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AccountTables, UsersTable } from './tables/account-tables';
import type { CalendarTables, ReservationTypesTable, TimeSlotsTable } from './tables/calendar-tables';
import type { CategoriesTable, ContentTables, PostsTable } from './tables/content-tables';
import type { MoneyTables, PaymentEventsTable, PaymentsTable, ReservationsTable, SandboxPaymentsTable } from './tables/money-tables';
import type { OperationsTables, OutboxMessagesTable } from './tables/operations-tables';
import type { SignInLimitTables } from './tables/sign-in-limit-tables';
import type { ContactTables } from './tables/contact-tables';
import type { PageTextTables } from './tables/page-text-tables';
import type { SiteTables } from './tables/site-tables';
import type { ProviderTables } from './tables/provider-tables';
import type { TaxTables } from './tables/tax-tables';
import type { ReportTables } from './tables/report-tables';
import type { DocumentTables } from './tables/document-tables';

/**
 * Every table, from the groups in `tables/`: each capability adds its columns and tables to
 * its group's file.
 */
export interface Database
  extends
    AccountTables,
    CalendarTables,
    MoneyTables,
    ContentTables,
    OperationsTables,
    SignInLimitTables,
    ContactTables,
    PageTextTables,
    SiteTables,
    ProviderTables,
    TaxTables,
    ReportTables,
    DocumentTables {}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ReservationTypeRow = Selectable<ReservationTypesTable>;
export type TimeSlotRow = Selectable<TimeSlotsTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type PostRow = Selectable<PostsTable>;
export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
