import type { Migration } from 'kysely';
import * as initialSchema from './001-initial-schema';
import * as consultantDocuments from './290-consultant-documents';
import * as ginPendingLists from './295-gin-pending-lists';
import * as moneyLifecycle from './030-money-lifecycle';
import * as refoldPostSearchText from './040-refold-post-search-text';
import * as reservationsByType from './060-reservations-by-type';
import * as dataVersions from './070-data-versions';
import * as userMobile from './080-user-mobile';
import * as notificationsOutbox from './090-notifications-outbox';
import * as sessionMode from './100-session-mode';
import * as practiceSettings from './110-practice-settings';
import * as passwordReset from './120-password-reset';
import * as signInLimits from './130-sign-in-limits';
import * as codeRequestsByTime from './135-code-requests-by-time';
import * as noticesSweep from './140-notices-sweep';
import * as daysOff from './150-days-off';
import * as extensions from './165-extensions';
import * as sessionLengths from './170-session-lengths';
import * as oneCalendarInRanges from './171-one-calendar-in-ranges';
import * as minimumNotice from './172-minimum-notice';
import * as popularType from './173-popular-type';
import * as bookedLengthsKept from './174-booked-lengths-kept';
import * as bookingSearch from './180-booking-search';
import * as noShowMark from './181-no-show-mark';
import * as postStates from './190-post-states';
import * as postSlugs from './195-post-slugs';
import * as indexedSearch from './200-indexed-search';
import * as searchWords from './210-search-words';
import * as postsNewest from './211-posts-newest';
import * as siteProfile from './220-site-profile';
import * as setupCodes from './225-setup-codes';
import * as pageTextVersions from './230-page-text-versions';
import * as contactMessages from './235-contact-messages';
import * as articleVersions from './245-article-versions';
import * as providerSettings from './240-provider-settings';
import * as calendarFeed from './250-calendar-feed';
import * as outsideCalendars from './255-outside-calendars';
import * as taxSettings from './260-tax-settings';
import * as serviceIds from './261-service-ids';
import * as buyerTaxIds from './262-buyer-tax-ids';
import * as bookingQuestions from './270-booking-questions';
import * as documents from './275-documents';
import * as reports from './280-reports';
import * as taxInvoices from './285-tax-invoices';

/**
 * Every migration, by name; names sort in the order they run. Each capability adds its own
 * file here (accounts 010-019, booking 020-029, payments 030-039, blog 040-049,
 * admin content 050-059, schedule 060-069, read caches 070-079, customer contact 080-089,
 * notifications 090-099, session mode 100-109, customer changes 110-119,
 * password reset 120-129, operations 130-139, notices 140-149, days off 150-159,
 * business 160-164, extensions 165, calendar ranges 170-179, consultant's day 180-189,
 * writing desk 190-199).
 */
export const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '030-money-lifecycle': moneyLifecycle,
  '040-refold-post-search-text': refoldPostSearchText,
  '060-reservations-by-type': reservationsByType,
  '070-data-versions': dataVersions,
  '080-user-mobile': userMobile,
  '090-notifications-outbox': notificationsOutbox,
  '100-session-mode': sessionMode,
  '110-practice-settings': practiceSettings,
  '120-password-reset': passwordReset,
  '130-sign-in-limits': signInLimits,
  '135-code-requests-by-time': codeRequestsByTime,
  '140-notices-sweep': noticesSweep,
  '150-days-off': daysOff,
  '165-extensions': extensions,
  '170-session-lengths': sessionLengths,
  '171-one-calendar-in-ranges': oneCalendarInRanges,
  '172-minimum-notice': minimumNotice,
  '173-popular-type': popularType,
  '174-booked-lengths-kept': bookedLengthsKept,
  '180-booking-search': bookingSearch,
  '181-no-show-mark': noShowMark,
  '190-post-states': postStates,
  '195-post-slugs': postSlugs,
  '200-indexed-search': indexedSearch,
  '210-search-words': searchWords,
  '211-posts-newest': postsNewest,
  '220-site-profile': siteProfile,
  '225-setup-codes': setupCodes,
  '230-page-text-versions': pageTextVersions,
  '235-contact-messages': contactMessages,
  '245-article-versions': articleVersions,
  '240-provider-settings': providerSettings,
  '250-calendar-feed': calendarFeed,
  '255-outside-calendars': outsideCalendars,
  '260-tax-settings': taxSettings,
  '261-service-ids': serviceIds,
  '262-buyer-tax-ids': buyerTaxIds,
  '270-booking-questions': bookingQuestions,
  '275-documents': documents,
  '280-reports': reports,
  '285-tax-invoices': taxInvoices,
  '290-consultant-documents': consultantDocuments,
  '295-gin-pending-lists': ginPendingLists,
};
