import type { Container } from 'inversify';
import { TOKENS } from '../core/ports/tokens';
import { provideBookingEffects } from '../core/machines/booking-effects';
import { provideMyReservationsEffects } from '../core/machines/my-reservations-effects';
import { AddSlot } from '../core/use-cases/add-slot';
import { ApplyWeeklyTemplate } from '../core/use-cases/apply-weekly-template';
import { ChangeSlotsInBulk } from '../core/use-cases/change-slots-in-bulk';
import { CancelBooking } from '../core/use-cases/cancel-booking';
import { MarkNoShow } from '../core/use-cases/mark-no-show';
import { UploadSiteImage } from '../core/use-cases/upload-site-image';
import { BookForCaller, FindCustomers } from '../core/use-cases/book-for-caller';
import { CancelMyBooking } from '../core/use-cases/cancel-my-booking';
import { LoadBookingNotice, LoadChangeNotice, SetBookingNotice, SetChangeNotice } from '../core/use-cases/change-notice';
import { LoadMoveChoices } from '../core/use-cases/load-move-choices';
import { MoveMyBooking } from '../core/use-cases/move-my-booking';
import { CreateCategory } from '../core/use-cases/create-category';
import { DeleteAccount } from '../core/use-cases/delete-account';
import { DeleteCategory } from '../core/use-cases/delete-category';
import { AutosavePost } from '../core/use-cases/autosave-post';
import { PostVersionHistory } from '../core/use-cases/post-version-history';
import { DeleteMyPost } from '../core/use-cases/delete-my-post';
import { DeleteReservationType } from '../core/use-cases/delete-reservation-type';
import { ExportBookings } from '../core/use-cases/export-bookings';
import { LoadReservationType } from '../core/use-cases/load-reservation-type';
import { ListPostCategories } from '../core/use-cases/list-post-categories';
import { LoadLatestPosts } from '../core/use-cases/load-latest-posts';
import { FindReservationByAuthority } from '../core/use-cases/find-reservation-by-authority';
import { ListBookings } from '../core/use-cases/list-bookings';
import { ListCategories } from '../core/use-cases/list-categories';
import { LoadAdminReservationTypes } from '../core/use-cases/load-admin-reservation-types';
import { LoadArticle } from '../core/use-cases/load-article';
import { LoadMyPostsPage } from '../core/use-cases/load-my-posts-page';
import { LoadMyReservations } from '../core/use-cases/load-my-reservations';
import { LoadPaymentHistory } from '../core/use-cases/load-payment-history';
import { LoadReceipt } from '../core/use-cases/load-receipt';
import { LoadPostForEdit } from '../core/use-cases/load-post-for-edit';
import { LoadPostPage } from '../core/use-cases/load-post-page';
import { LoadOutboxPage } from '../core/use-cases/load-outbox-page';
import { SendContactMessage } from '../core/use-cases/send-contact-message';
import { LoadContactMessages } from '../core/use-cases/load-contact-messages';
import { MarkContactAnswered } from '../core/use-cases/mark-contact-answered';
import { AnswerHolidays, CloseTime, LoadDaysOff, ReopenTime } from '../core/use-cases/days-off';
import { LoadCalendarFeed, RenewCalendarFeed } from '../core/use-cases/calendar-feed';
import {
  LoadPageTexts,
  LoadPageTextVersion,
  LoadPageTextVersions,
  RestorePageTextVersion,
  SavePageText,
} from '../core/use-cases/page-texts';
import { LoadSiteProfile, LoadSiteSettings, SaveSiteSettings } from '../core/use-cases/site-settings';
import { LoadBusinessSummary } from '../core/use-cases/load-business-summary';
import { LoadAgenda } from '../core/use-cases/load-agenda';
import { LoadRefundsOwed } from '../core/use-cases/load-refunds-owed';
import { LoadTypeSlots } from '../core/use-cases/load-type-slots';
import { MarkRefunded } from '../core/use-cases/mark-refunded';
import { PublishPost } from '../core/use-cases/publish-post';
import { RemoveSlot } from '../core/use-cases/remove-slot';
import { RestorePersistedState } from '../core/use-cases/restore-persisted-state';
import { RetryReverse } from '../core/use-cases/retry-reverse';
import { SaveReservationType } from '../core/use-cases/save-reservation-type';
import { SetReservationTypeActive } from '../core/use-cases/set-reservation-type-active';
import { EnterSignInCode, SignIn } from '../core/use-cases/sign-in';
import { SecondFactorSettings } from '../core/use-cases/second-factor-settings';
import { SignOut } from '../core/use-cases/sign-out';
import { SignUp } from '../core/use-cases/sign-up';
import { UpdateCategory } from '../core/use-cases/update-category';
import { UpdatePost } from '../core/use-cases/update-post';
import { UpdateProfile } from '../core/use-cases/update-profile';
import { ConfirmMobile, SendMobileCode } from '../core/use-cases/verify-mobile';
import { VerifyPayment } from '../core/use-cases/verify-payment';
import { VerifySession } from '../core/use-cases/verify-session';
import { typedBinder } from './typed-binder';
import { LoadProviderSettings, SaveProviderSettings, TestProvider } from '../core/use-cases/provider-settings';

/**
 * Every use case and every wired machine of the client, built from the ports' tokens. The
 * composition root binds the ports to adapters and then this; a test binds the ports to fakes
 * and then this, so views meet the same use cases in both.
 */
export function bindUseCases(container: Container): void {
  const bind = typedBinder(container);
  // account
  bind.instance(TOKENS.SignIn, SignIn, TOKENS.AccountRepository);
  bind.instance(TOKENS.EnterSignInCode, EnterSignInCode, TOKENS.AccountRepository);
  bind.instance(TOKENS.SecondFactorSettings, SecondFactorSettings, TOKENS.SecondFactorRepository);
  bind.instance(TOKENS.SignUp, SignUp, TOKENS.AccountRepository);
  bind.instance(TOKENS.UpdateProfile, UpdateProfile, TOKENS.AccountRepository);
  bind.instance(TOKENS.SendMobileCode, SendMobileCode, TOKENS.AccountRepository);
  bind.instance(TOKENS.ConfirmMobile, ConfirmMobile, TOKENS.AccountRepository);
  bind.instance(TOKENS.DeleteAccount, DeleteAccount, TOKENS.AccountRepository);
  bind.instance(TOKENS.VerifySession, VerifySession, TOKENS.AccountRepository);
  bind.instance(TOKENS.SignOut, SignOut, TOKENS.AccountRepository, TOKENS.Log);
  bind.instance(TOKENS.RestorePersistedState, RestorePersistedState, TOKENS.PersistedStateStore, TOKENS.Wait);
  // blog and articles
  bind.instance(TOKENS.LoadPostPage, LoadPostPage, TOKENS.PostReader);
  bind.instance(TOKENS.LoadArticle, LoadArticle, TOKENS.PostReader);
  bind.instance(TOKENS.LoadLatestPosts, LoadLatestPosts, TOKENS.PostReader, TOKENS.Log);
  bind.instance(TOKENS.ListPostCategories, ListPostCategories, TOKENS.CategoryReader, TOKENS.Log);
  bind.instance(TOKENS.LoadMyPostsPage, LoadMyPostsPage, TOKENS.AdminPostRepository, TOKENS.Log);
  bind.instance(TOKENS.DeleteMyPost, DeleteMyPost, TOKENS.AdminPostRepository, TOKENS.Log);
  bind.instance(TOKENS.PublishPost, PublishPost, TOKENS.AdminPostRepository);
  bind.instance(TOKENS.UpdatePost, UpdatePost, TOKENS.AdminPostRepository);
  bind.instance(TOKENS.AutosavePost, AutosavePost, TOKENS.AdminPostRepository);
  bind.instance(TOKENS.PostVersionHistory, PostVersionHistory, TOKENS.PostVersionRepository);
  bind.instance(TOKENS.LoadPostForEdit, LoadPostForEdit, TOKENS.AdminPostRepository, TOKENS.CategoryRepository);
  bind.instance(TOKENS.ListCategories, ListCategories, TOKENS.CategoryRepository);
  bind.instance(TOKENS.CreateCategory, CreateCategory, TOKENS.CategoryRepository);
  bind.instance(TOKENS.UpdateCategory, UpdateCategory, TOKENS.CategoryRepository);
  bind.instance(TOKENS.DeleteCategory, DeleteCategory, TOKENS.CategoryRepository);
  // schedule
  bind.instance(TOKENS.LoadReservationType, LoadReservationType, TOKENS.ReservationTypeRepository);
  bind.instance(TOKENS.LoadAdminReservationTypes, LoadAdminReservationTypes, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.SaveReservationType, SaveReservationType, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.SetReservationTypeActive, SetReservationTypeActive, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.DeleteReservationType, DeleteReservationType, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.LoadTypeSlots, LoadTypeSlots, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.ApplyWeeklyTemplate, ApplyWeeklyTemplate, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.AddSlot, AddSlot, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.RemoveSlot, RemoveSlot, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.ChangeSlotsInBulk, ChangeSlotsInBulk, TOKENS.ScheduleRepository);
  bind.instance(TOKENS.ListBookings, ListBookings, TOKENS.BookingsRepository);
  bind.instance(TOKENS.CancelBooking, CancelBooking, TOKENS.BookingsRepository);
  bind.instance(TOKENS.MarkNoShow, MarkNoShow, TOKENS.BookingsRepository);
  bind.instance(TOKENS.FindCustomers, FindCustomers, TOKENS.BookingsRepository);
  bind.instance(TOKENS.BookForCaller, BookForCaller, TOKENS.BookingsRepository);
  bind.instance(TOKENS.LoadPaymentHistory, LoadPaymentHistory, TOKENS.BookingsRepository);
  bind.instance(TOKENS.ExportBookings, ExportBookings, TOKENS.BookingsRepository);
  // payment and refunds
  bind.instance(TOKENS.VerifyPayment, VerifyPayment, TOKENS.PaymentVerifier);
  bind.instance(TOKENS.FindReservationByAuthority, FindReservationByAuthority, TOKENS.PaymentVerifier);
  bind.instance(TOKENS.LoadMyReservations, LoadMyReservations, TOKENS.MyReservationsRepository);
  // the customer's cancel and move, and the consultant's notice for them
  bind.instance(TOKENS.CancelMyBooking, CancelMyBooking, TOKENS.BookingChangesRepository);
  bind.instance(TOKENS.MoveMyBooking, MoveMyBooking, TOKENS.BookingChangesRepository);
  bind.instance(TOKENS.LoadChangeNotice, LoadChangeNotice, TOKENS.BookingChangesRepository);
  bind.instance(TOKENS.SetChangeNotice, SetChangeNotice, TOKENS.BookingChangesRepository);
  bind.instance(TOKENS.LoadBookingNotice, LoadBookingNotice, TOKENS.BookingChangesRepository);
  bind.instance(TOKENS.SetBookingNotice, SetBookingNotice, TOKENS.BookingChangesRepository);
  bind.instance(TOKENS.LoadMoveChoices, LoadMoveChoices, TOKENS.ReservationTypeRepository, TOKENS.ReservationRepository);
  bind.instance(TOKENS.LoadReceipt, LoadReceipt, TOKENS.ReceiptReader);
  bind.instance(TOKENS.LoadRefundsOwed, LoadRefundsOwed, TOKENS.RefundsRepository);
  bind.instance(TOKENS.RetryReverse, RetryReverse, TOKENS.RefundsRepository);
  bind.instance(TOKENS.MarkRefunded, MarkRefunded, TOKENS.RefundsRepository);
  // the consultant's outbox
  bind.instance(TOKENS.LoadOutboxPage, LoadOutboxPage, TOKENS.OutboxRepository);
  // a visitor's message or complaint, and the consultant's list of them
  bind.instance(TOKENS.SendContactMessage, SendContactMessage, TOKENS.ContactRepository);
  bind.instance(TOKENS.LoadContactMessages, LoadContactMessages, TOKENS.ContactRepository);
  bind.instance(TOKENS.MarkContactAnswered, MarkContactAnswered, TOKENS.ContactRepository);
  // the consultant's days off and official holidays
  bind.instance(TOKENS.LoadDaysOff, LoadDaysOff, TOKENS.DaysOffRepository);
  bind.instance(TOKENS.CloseTime, CloseTime, TOKENS.DaysOffRepository);
  bind.instance(TOKENS.ReopenTime, ReopenTime, TOKENS.DaysOffRepository);
  bind.instance(TOKENS.AnswerHolidays, AnswerHolidays, TOKENS.DaysOffRepository);
  // the consultant's private calendar feed
  bind.instance(TOKENS.LoadCalendarFeed, LoadCalendarFeed, TOKENS.CalendarFeedRepository);
  bind.instance(TOKENS.RenewCalendarFeed, RenewCalendarFeed, TOKENS.CalendarFeedRepository);
  bind.instance(TOKENS.LoadSiteProfile, LoadSiteProfile, TOKENS.SiteProfileRepository);
  bind.instance(TOKENS.LoadSiteSettings, LoadSiteSettings, TOKENS.SiteProfileRepository);
  bind.instance(TOKENS.SaveSiteSettings, SaveSiteSettings, TOKENS.SiteProfileRepository);
  // the services the site talks to (Zarinpal, Kavenegar, SMTP)
  bind.instance(TOKENS.LoadProviderSettings, LoadProviderSettings, TOKENS.ProviderSettingsRepository);
  bind.instance(TOKENS.SaveProviderSettings, SaveProviderSettings, TOKENS.ProviderSettingsRepository);
  bind.instance(TOKENS.TestProvider, TestProvider, TOKENS.ProviderSettingsRepository);
  // the consultant's view of the practice
  bind.instance(TOKENS.LoadBusinessSummary, LoadBusinessSummary, TOKENS.BusinessRepository);
  bind.instance(TOKENS.LoadAgenda, LoadAgenda, TOKENS.BusinessRepository);
  // the site's portrait, logo and favicon
  bind.instance(TOKENS.UploadSiteImage, UploadSiteImage, TOKENS.SiteImageUploader);
  // the consultant's page texts
  bind.instance(TOKENS.LoadPageTexts, LoadPageTexts, TOKENS.PageTextRepository);
  bind.instance(TOKENS.LoadPageTextVersions, LoadPageTextVersions, TOKENS.PageTextRepository);
  bind.instance(TOKENS.LoadPageTextVersion, LoadPageTextVersion, TOKENS.PageTextRepository);
  bind.instance(TOKENS.SavePageText, SavePageText, TOKENS.PageTextRepository);
  bind.instance(TOKENS.RestorePageTextVersion, RestorePageTextVersion, TOKENS.PageTextRepository);

  // the machines whose effects are ports: built once, with their effects given
  const towardsTheBank = [
    TOKENS.HoldRepository,
    TOKENS.PaymentInitiator,
    TOKENS.PendingBookingStore,
    TOKENS.Navigation,
    TOKENS.Notifier,
  ] as const;
  bind.built(
    TOKENS.BookingMachine,
    (reservations, holds, payments, pendingBookings, navigation, notifier, types) =>
      provideBookingEffects({ reservations, holds, payments, pendingBookings, navigation, notifier, types }),
    TOKENS.ReservationRepository,
    ...towardsTheBank,
    TOKENS.ReservationTypeRepository,
  );
  bind.built(
    TOKENS.MyReservationsMachine,
    (loadMyReservations, holds, payments, pendingBookings, navigation, notifier) =>
      provideMyReservationsEffects({ loadMyReservations, holds, payments, pendingBookings, navigation, notifier }),
    TOKENS.LoadMyReservations,
    ...towardsTheBank,
  );
}
